/**
* | output |
* | --- |
* | "Account holder" |
*
* @param {Activity_Field_Holder_NameInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_field_holder_name: ((inputs?: Activity_Field_Holder_NameInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Field_Holder_NameInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Field_Holder_NameInputs = {};
