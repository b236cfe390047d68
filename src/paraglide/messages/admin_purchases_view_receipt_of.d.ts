/**
* | output |
* | --- |
* | "View receipt of {id}" |
*
* @param {Admin_Purchases_View_Receipt_OfInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_view_receipt_of: ((inputs: Admin_Purchases_View_Receipt_OfInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Purchases_View_Receipt_OfInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Purchases_View_Receipt_OfInputs = {
    id: NonNullable<unknown>;
};
