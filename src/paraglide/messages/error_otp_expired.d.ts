/**
* | output |
* | --- |
* | "OTP has expired. Please request a new one." |
*
* @param {Error_Otp_ExpiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_otp_expired: ((inputs?: Error_Otp_ExpiredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Otp_ExpiredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Otp_ExpiredInputs = {};
