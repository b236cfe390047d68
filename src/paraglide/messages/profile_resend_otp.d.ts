/**
* | output |
* | --- |
* | "Resend OTP" |
*
* @param {Profile_Resend_OtpInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_resend_otp: ((inputs?: Profile_Resend_OtpInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Resend_OtpInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Resend_OtpInputs = {};
