/**
* | output |
* | --- |
* | "Waiting For Verification" |
*
* @param {Admin_Users_Waiting_VerificationInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_waiting_verification: ((inputs?: Admin_Users_Waiting_VerificationInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Users_Waiting_VerificationInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Users_Waiting_VerificationInputs = {};
