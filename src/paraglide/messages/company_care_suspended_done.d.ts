/**
* | output |
* | --- |
* | "Company suspended" |
*
* @param {Company_Care_Suspended_DoneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_suspended_done: ((inputs?: Company_Care_Suspended_DoneInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Care_Suspended_DoneInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Care_Suspended_DoneInputs = {};
