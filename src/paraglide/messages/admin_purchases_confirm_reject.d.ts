/**
* | output |
* | --- |
* | "Reject the purchase of {purchase}? This cannot be undone." |
*
* @param {Admin_Purchases_Confirm_RejectInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_confirm_reject: ((inputs: Admin_Purchases_Confirm_RejectInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Purchases_Confirm_RejectInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Purchases_Confirm_RejectInputs = {
    purchase: NonNullable<unknown>;
};
