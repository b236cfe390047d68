/**
* | output |
* | --- |
* | "Too many wrong attempts. Please request a new OTP." |
*
* @param {Error_Otp_BurnedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_otp_burned: ((inputs?: Error_Otp_BurnedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Otp_BurnedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Otp_BurnedInputs = {};
