/**
* | output |
* | --- |
* | "Please enter the code sent to your new mobile number." |
*
* @param {Error_Mobile_Otp_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_mobile_otp_required: ((inputs?: Error_Mobile_Otp_RequiredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Mobile_Otp_RequiredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Mobile_Otp_RequiredInputs = {};
