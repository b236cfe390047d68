/**
* | output |
* | --- |
* | "Sending OTP..." |
*
* @param {Superadmin_Sending_OtpInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const superadmin_sending_otp: ((inputs?: Superadmin_Sending_OtpInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Superadmin_Sending_OtpInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Superadmin_Sending_OtpInputs = {};
