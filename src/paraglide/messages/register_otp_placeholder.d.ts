/**
* | output |
* | --- |
* | "6-digit code" |
*
* @param {Register_Otp_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_otp_placeholder: ((inputs?: Register_Otp_PlaceholderInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Otp_PlaceholderInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Otp_PlaceholderInputs = {};
