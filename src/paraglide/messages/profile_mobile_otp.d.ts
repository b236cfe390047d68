/**
* | output |
* | --- |
* | "Mobile OTP" |
*
* @param {Profile_Mobile_OtpInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_mobile_otp: ((inputs?: Profile_Mobile_OtpInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Mobile_OtpInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Mobile_OtpInputs = {};
