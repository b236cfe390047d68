/**
* | output |
* | --- |
* | "Skipped (blocked or deleted)" |
*
* @param {Admin_Referral_SkippedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_skipped: ((inputs?: Admin_Referral_SkippedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Referral_SkippedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Referral_SkippedInputs = {};
