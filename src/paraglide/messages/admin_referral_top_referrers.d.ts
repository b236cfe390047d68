/**
* | output |
* | --- |
* | "Top referrers" |
*
* @param {Admin_Referral_Top_ReferrersInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_top_referrers: ((inputs?: Admin_Referral_Top_ReferrersInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Referral_Top_ReferrersInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Referral_Top_ReferrersInputs = {};
