/**
* | output |
* | --- |
* | "Lock days" |
*
* @param {Activity_Field_Lock_DaysInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_field_lock_days: ((inputs?: Activity_Field_Lock_DaysInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Field_Lock_DaysInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Field_Lock_DaysInputs = {};
