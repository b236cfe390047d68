/**
* | output |
* | --- |
* | "Failed to update company" |
*
* @param {Company_Care_Edit_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_edit_failed: ((inputs?: Company_Care_Edit_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Care_Edit_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Care_Edit_FailedInputs = {};
