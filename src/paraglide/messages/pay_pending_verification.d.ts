/**
* | output |
* | --- |
* | "Pending verification" |
*
* @param {Pay_Pending_VerificationInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_pending_verification: ((inputs?: Pay_Pending_VerificationInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Pending_VerificationInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Pending_VerificationInputs = {};
