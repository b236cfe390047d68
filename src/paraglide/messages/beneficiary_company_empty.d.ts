/**
* | output |
* | --- |
* | "No beneficiary yet. Add the bank account and UPI ID that this company's members pay into." |
*
* @param {Beneficiary_Company_EmptyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_company_empty: ((inputs?: Beneficiary_Company_EmptyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beneficiary_Company_EmptyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beneficiary_Company_EmptyInputs = {};
