/**
* | output |
* | --- |
* | "Please enter the OTP." |
*
* @param {Register_Otp_MissingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_otp_missing: ((inputs?: Register_Otp_MissingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Otp_MissingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Otp_MissingInputs = {};
