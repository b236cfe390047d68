/**
* | output |
* | --- |
* | "Pool used" |
*
* @param {Admin_Referral_Pool_UsedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_pool_used: ((inputs?: Admin_Referral_Pool_UsedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Referral_Pool_UsedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Referral_Pool_UsedInputs = {};
