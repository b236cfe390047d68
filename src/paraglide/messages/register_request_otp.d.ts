/**
* | output |
* | --- |
* | "Request OTP" |
*
* @param {Register_Request_OtpInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_request_otp: ((inputs?: Register_Request_OtpInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Request_OtpInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Request_OtpInputs = {};
