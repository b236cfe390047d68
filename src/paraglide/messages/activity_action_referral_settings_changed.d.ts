/**
* | output |
* | --- |
* | "Referral settings changed" |
*
* @param {Activity_Action_Referral_Settings_ChangedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_action_referral_settings_changed: ((inputs?: Activity_Action_Referral_Settings_ChangedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Action_Referral_Settings_ChangedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Action_Referral_Settings_ChangedInputs = {};
