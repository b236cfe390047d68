/**
* | output |
* | --- |
* | "New recovery codes" |
*
* @param {Twofa_New_CodesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_new_codes: ((inputs?: Twofa_New_CodesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_New_CodesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_New_CodesInputs = {};
