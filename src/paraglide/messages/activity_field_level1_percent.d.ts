/**
* | output |
* | --- |
* | "Level 1 reward %" |
*
* @param {Activity_Field_Level1_PercentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_field_level1_percent: ((inputs?: Activity_Field_Level1_PercentInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Field_Level1_PercentInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Field_Level1_PercentInputs = {};
