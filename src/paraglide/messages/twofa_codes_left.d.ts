/**
* | output |
* | --- |
* | "Recovery codes left: {count} of 10." |
*
* @param {Twofa_Codes_LeftInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_codes_left: ((inputs: Twofa_Codes_LeftInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Codes_LeftInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Codes_LeftInputs = {
    count: NonNullable<unknown>;
};
