/**
* | output |
* | --- |
* | "Back to OTP Request" |
*
* @param {Register_Back_To_OtpInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_back_to_otp: ((inputs?: Register_Back_To_OtpInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Back_To_OtpInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Back_To_OtpInputs = {};
