/**
* | output |
* | --- |
* | "Shown to the company's members and admins when they try to sign in." |
*
* @param {Company_Care_Reason_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_reason_description: ((inputs?: Company_Care_Reason_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Care_Reason_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Care_Reason_DescriptionInputs = {};
