/**
* | output |
* | --- |
* | "Failed to fetch transactions" |
*
* @param {Admin_Purchases_Fetch_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_fetch_failed: ((inputs?: Admin_Purchases_Fetch_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Purchases_Fetch_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Purchases_Fetch_FailedInputs = {};
