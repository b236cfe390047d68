/**
* | output |
* | --- |
* | "Verification Pending" |
*
* @param {Admin_Dash_Verification_PendingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_dash_verification_pending: ((inputs?: Admin_Dash_Verification_PendingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Dash_Verification_PendingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Dash_Verification_PendingInputs = {};
