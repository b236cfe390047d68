/**
* | output |
* | --- |
* | "No pending purchase requests." |
*
* @param {Admin_Purchases_Requests_EmptyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_requests_empty: ((inputs?: Admin_Purchases_Requests_EmptyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Purchases_Requests_EmptyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Purchases_Requests_EmptyInputs = {};
