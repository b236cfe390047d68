/**
* | output |
* | --- |
* | "Recovery codes copied." |
*
* @param {Twofa_Codes_CopiedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_codes_copied: ((inputs?: Twofa_Codes_CopiedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Codes_CopiedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Codes_CopiedInputs = {};
