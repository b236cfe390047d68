/**
* | output |
* | --- |
* | "Decided By" |
*
* @param {Admin_Purchases_Decided_ByInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_decided_by: ((inputs?: Admin_Purchases_Decided_ByInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Purchases_Decided_ByInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Purchases_Decided_ByInputs = {};
