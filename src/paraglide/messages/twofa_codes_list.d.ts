/**
* | output |
* | --- |
* | "Recovery codes" |
*
* @param {Twofa_Codes_ListInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_codes_list: ((inputs?: Twofa_Codes_ListInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Codes_ListInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Codes_ListInputs = {};
