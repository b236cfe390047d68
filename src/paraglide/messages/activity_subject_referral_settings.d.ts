/**
* | output |
* | --- |
* | "Referral Programme" |
*
* @param {Activity_Subject_Referral_SettingsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_subject_referral_settings: ((inputs?: Activity_Subject_Referral_SettingsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Subject_Referral_SettingsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Subject_Referral_SettingsInputs = {};
