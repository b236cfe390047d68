/**
* | output |
* | --- |
* | "The reason can be at most 500 characters." |
*
* @param {Company_Care_Reason_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_reason_invalid: ((inputs?: Company_Care_Reason_InvalidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Care_Reason_InvalidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Care_Reason_InvalidInputs = {};
