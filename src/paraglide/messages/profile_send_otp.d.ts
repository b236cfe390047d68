/**
* | output |
* | --- |
* | "Send OTP" |
*
* @param {Profile_Send_OtpInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_send_otp: ((inputs?: Profile_Send_OtpInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Send_OtpInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Send_OtpInputs = {};
