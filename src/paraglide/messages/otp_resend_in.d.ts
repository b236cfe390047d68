/**
* | output |
* | --- |
* | "Resend OTP in" |
*
* @param {Otp_Resend_InInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const otp_resend_in: ((inputs?: Otp_Resend_InInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Otp_Resend_InInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Otp_Resend_InInputs = {};
