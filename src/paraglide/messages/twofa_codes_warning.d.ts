/**
* | output |
* | --- |
* | "They are shown only this once. If you lose your phone, each code signs you in once instead of an authenticator code. Keep them somewhere safe, away from this..." |
*
* @param {Twofa_Codes_WarningInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_codes_warning: ((inputs?: Twofa_Codes_WarningInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Codes_WarningInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Codes_WarningInputs = {};
