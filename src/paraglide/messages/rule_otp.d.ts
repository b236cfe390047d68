/**
* | output |
* | --- |
* | "The OTP is the 6-digit code we sent." |
*
* @param {Rule_OtpInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const rule_otp: ((inputs?: Rule_OtpInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rule_OtpInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rule_OtpInputs = {};
