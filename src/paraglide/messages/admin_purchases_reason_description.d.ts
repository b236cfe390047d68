/**
* | output |
* | --- |
* | "Optional. The member sees it in their payment history." |
*
* @param {Admin_Purchases_Reason_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_reason_description: ((inputs?: Admin_Purchases_Reason_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Purchases_Reason_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Purchases_Reason_DescriptionInputs = {};
