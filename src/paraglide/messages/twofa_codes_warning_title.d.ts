/**
* | output |
* | --- |
* | "Save these codes now" |
*
* @param {Twofa_Codes_Warning_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_codes_warning_title: ((inputs?: Twofa_Codes_Warning_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Codes_Warning_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Codes_Warning_TitleInputs = {};
