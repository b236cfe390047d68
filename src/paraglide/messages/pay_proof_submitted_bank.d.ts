/**
* | output |
* | --- |
* | "BANK proof submitted successfully." |
*
* @param {Pay_Proof_Submitted_BankInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_proof_submitted_bank: ((inputs?: Pay_Proof_Submitted_BankInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Proof_Submitted_BankInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Proof_Submitted_BankInputs = {};
