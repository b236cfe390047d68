/**
* | output |
* | --- |
* | "Level 2 reward %" |
*
* @param {Activity_Field_Level2_PercentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_field_level2_percent: ((inputs?: Activity_Field_Level2_PercentInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Field_Level2_PercentInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Field_Level2_PercentInputs = {};
