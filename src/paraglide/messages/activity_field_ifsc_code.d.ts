/**
* | output |
* | --- |
* | "IFSC" |
*
* @param {Activity_Field_Ifsc_CodeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_field_ifsc_code: ((inputs?: Activity_Field_Ifsc_CodeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Field_Ifsc_CodeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Field_Ifsc_CodeInputs = {};
