/**
* | output |
* | --- |
* | "Set up authenticator app" |
*
* @param {Twofa_Set_UpInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_set_up: ((inputs?: Twofa_Set_UpInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Set_UpInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Set_UpInputs = {};
