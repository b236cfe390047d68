/**
* | output |
* | --- |
* | "Shows the bank account and UPI ID its members pay into." |
*
* @param {Beneficiary_Company_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_company_description: ((inputs?: Beneficiary_Company_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beneficiary_Company_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beneficiary_Company_DescriptionInputs = {};
