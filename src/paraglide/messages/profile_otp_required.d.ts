/**
* | output |
* | --- |
* | "Please enter the 6-digit OTP sent to your new mobile number." |
*
* @param {Profile_Otp_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_otp_required: ((inputs?: Profile_Otp_RequiredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Otp_RequiredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Otp_RequiredInputs = {};
