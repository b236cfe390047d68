/**
* | output |
* | --- |
* | "Holder Name" |
*
* @param {Beneficiary_Holder_ShortInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_holder_short: ((inputs?: Beneficiary_Holder_ShortInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beneficiary_Holder_ShortInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beneficiary_Holder_ShortInputs = {};
