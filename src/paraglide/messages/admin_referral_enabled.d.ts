/**
* | output |
* | --- |
* | "Referral programme on" |
*
* @param {Admin_Referral_EnabledInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_enabled: ((inputs?: Admin_Referral_EnabledInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Referral_EnabledInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Referral_EnabledInputs = {};
