/**
* | output |
* | --- |
* | "Select Company" |
*
* @param {Beneficiary_Select_CompanyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_select_company: ((inputs?: Beneficiary_Select_CompanyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beneficiary_Select_CompanyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beneficiary_Select_CompanyInputs = {};
