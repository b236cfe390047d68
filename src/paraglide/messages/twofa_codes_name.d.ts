/**
* | output |
* | --- |
* | "recovery codes" |
*
* @param {Twofa_Codes_NameInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_codes_name: ((inputs?: Twofa_Codes_NameInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Codes_NameInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Codes_NameInputs = {};
