/**
* | output |
* | --- |
* | "UPI proof submitted successfully." |
*
* @param {Pay_Proof_Submitted_UpiInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_proof_submitted_upi: ((inputs?: Pay_Proof_Submitted_UpiInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Proof_Submitted_UpiInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Proof_Submitted_UpiInputs = {};
