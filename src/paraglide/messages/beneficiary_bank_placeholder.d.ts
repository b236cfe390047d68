/**
* | output |
* | --- |
* | "State Bank of India" |
*
* @param {Beneficiary_Bank_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_bank_placeholder: ((inputs?: Beneficiary_Bank_PlaceholderInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beneficiary_Bank_PlaceholderInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beneficiary_Bank_PlaceholderInputs = {};
