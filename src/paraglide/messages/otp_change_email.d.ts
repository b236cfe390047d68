/**
* | output |
* | --- |
* | "Change email" |
*
* @param {Otp_Change_EmailInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const otp_change_email: ((inputs?: Otp_Change_EmailInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Otp_Change_EmailInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Otp_Change_EmailInputs = {};
