/**
* | output |
* | --- |
* | "Bank name must be at most 100 characters" |
*
* @param {Beneficiary_Bank_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_bank_invalid: ((inputs?: Beneficiary_Bank_InvalidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beneficiary_Bank_InvalidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beneficiary_Bank_InvalidInputs = {};
