/**
* | output |
* | --- |
* | "Pool" |
*
* @param {Admin_Referral_PoolInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_pool: ((inputs?: Admin_Referral_PoolInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Referral_PoolInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Referral_PoolInputs = {};
