/**
* | output |
* | --- |
* | "Resend OTP" |
*
* @param {Register_Resend_OtpInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_resend_otp: ((inputs?: Register_Resend_OtpInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Resend_OtpInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Resend_OtpInputs = {};
