/**
* | output |
* | --- |
* | "Create new ones before you run out." |
*
* @param {Twofa_Codes_LowInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_codes_low: ((inputs?: Twofa_Codes_LowInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Codes_LowInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Codes_LowInputs = {};
