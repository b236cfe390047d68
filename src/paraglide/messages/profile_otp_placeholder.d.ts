/**
* | output |
* | --- |
* | "6-digit code" |
*
* @param {Profile_Otp_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_otp_placeholder: ((inputs?: Profile_Otp_PlaceholderInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Otp_PlaceholderInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Otp_PlaceholderInputs = {};
