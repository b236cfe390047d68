/**
* | output |
* | --- |
* | "Active" |
*
* @param {Company_Care_ActiveInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_active: ((inputs?: Company_Care_ActiveInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Care_ActiveInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Care_ActiveInputs = {};
