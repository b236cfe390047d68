/**
* | output |
* | --- |
* | "Show password" |
*
* @param {Desk_Password_ShowInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const desk_password_show: ((inputs?: Desk_Password_ShowInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Desk_Password_ShowInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Desk_Password_ShowInputs = {};
