/**
* | output |
* | --- |
* | "Save changes" |
*
* @param {Company_Care_SaveInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_save: ((inputs?: Company_Care_SaveInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Care_SaveInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Care_SaveInputs = {};
