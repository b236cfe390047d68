/**
* | output |
* | --- |
* | "Select a company to see its bank and UPI details." |
*
* @param {Beneficiary_Pick_CompanyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_pick_company: ((inputs?: Beneficiary_Pick_CompanyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beneficiary_Pick_CompanyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beneficiary_Pick_CompanyInputs = {};
