/**
* | output |
* | --- |
* | "Referral settings updated successfully" |
*
* @param {Done_Referral_Settings_UpdatedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_referral_settings_updated: ((inputs?: Done_Referral_Settings_UpdatedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Done_Referral_Settings_UpdatedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Done_Referral_Settings_UpdatedInputs = {};
