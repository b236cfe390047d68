/**
* | output |
* | --- |
* | "UTR" |
*
* @param {Admin_Purchases_UtrInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_utr: ((inputs?: Admin_Purchases_UtrInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Purchases_UtrInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Purchases_UtrInputs = {};
