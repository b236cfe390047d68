/**
* | output |
* | --- |
* | "OTP sent to your email and mobile number." |
*
* @param {Done_Register_Otp_SentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_register_otp_sent: ((inputs?: Done_Register_Otp_SentInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Done_Register_Otp_SentInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Done_Register_Otp_SentInputs = {};
