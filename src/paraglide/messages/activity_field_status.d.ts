/**
* | output |
* | --- |
* | "Status" |
*
* @param {Activity_Field_StatusInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_field_status: ((inputs?: Activity_Field_StatusInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Field_StatusInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Field_StatusInputs = {};
