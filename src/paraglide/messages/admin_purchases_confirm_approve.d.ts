/**
* | output |
* | --- |
* | "Approve the purchase of {purchase}? The tokens leave the remaining supply." |
*
* @param {Admin_Purchases_Confirm_ApproveInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_confirm_approve: ((inputs: Admin_Purchases_Confirm_ApproveInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Purchases_Confirm_ApproveInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Purchases_Confirm_ApproveInputs = {
    purchase: NonNullable<unknown>;
};
