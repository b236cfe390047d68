/**
* | output |
* | --- |
* | "Failed to send OTP" |
*
* @param {Superadmin_Otp_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const superadmin_otp_failed: ((inputs?: Superadmin_Otp_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Superadmin_Otp_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Superadmin_Otp_FailedInputs = {};
