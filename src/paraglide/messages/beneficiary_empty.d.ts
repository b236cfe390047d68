/**
* | output |
* | --- |
* | "No beneficiary yet. Add the bank account and UPI ID that members pay into." |
*
* @param {Beneficiary_EmptyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_empty: ((inputs?: Beneficiary_EmptyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beneficiary_EmptyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beneficiary_EmptyInputs = {};
