/**
* | output |
* | --- |
* | "Programme on" |
*
* @param {Activity_Field_EnabledInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_field_enabled: ((inputs?: Activity_Field_EnabledInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Field_EnabledInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Field_EnabledInputs = {};
