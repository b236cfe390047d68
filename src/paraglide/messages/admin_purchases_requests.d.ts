/**
* | output |
* | --- |
* | "Purchase Requests" |
*
* @param {Admin_Purchases_RequestsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_requests: ((inputs?: Admin_Purchases_RequestsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Purchases_RequestsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Purchases_RequestsInputs = {};
