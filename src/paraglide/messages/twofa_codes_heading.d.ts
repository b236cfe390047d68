/**
* | output |
* | --- |
* | "Your recovery codes" |
*
* @param {Twofa_Codes_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_codes_heading: ((inputs?: Twofa_Codes_HeadingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Codes_HeadingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Codes_HeadingInputs = {};
