/**
* | output |
* | --- |
* | "Verification Completed" |
*
* @param {Admin_Dash_Verification_CompletedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_dash_verification_completed: ((inputs?: Admin_Dash_Verification_CompletedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Dash_Verification_CompletedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Dash_Verification_CompletedInputs = {};
