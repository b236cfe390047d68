/**
* | output |
* | --- |
* | "OTP successfully send" |
*
* @param {Done_Reset_Otp_SentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_reset_otp_sent: ((inputs?: Done_Reset_Otp_SentInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Done_Reset_Otp_SentInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Done_Reset_Otp_SentInputs = {};
