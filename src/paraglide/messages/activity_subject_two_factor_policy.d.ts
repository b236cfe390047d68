/**
* | output |
* | --- |
* | "Two-factor policy" |
*
* @param {Activity_Subject_Two_Factor_PolicyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_subject_two_factor_policy: ((inputs?: Activity_Subject_Two_Factor_PolicyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Subject_Two_Factor_PolicyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Subject_Two_Factor_PolicyInputs = {};
