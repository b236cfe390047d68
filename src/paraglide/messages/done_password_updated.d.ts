/**
* | output |
* | --- |
* | "Password updated successfully" |
*
* @param {Done_Password_UpdatedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_password_updated: ((inputs?: Done_Password_UpdatedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Done_Password_UpdatedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Done_Password_UpdatedInputs = {};
