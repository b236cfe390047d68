/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Company_Care_ReasonInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_reason: ((inputs?: Company_Care_ReasonInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Care_ReasonInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Care_ReasonInputs = {};
