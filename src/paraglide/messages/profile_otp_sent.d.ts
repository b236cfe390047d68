/**
* | output |
* | --- |
* | "OTP sent to your new mobile number." |
*
* @param {Profile_Otp_SentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_otp_sent: ((inputs?: Profile_Otp_SentInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Otp_SentInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Otp_SentInputs = {};
