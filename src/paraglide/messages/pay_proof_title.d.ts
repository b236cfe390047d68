/**
* | output |
* | --- |
* | "Submit Transaction Proof" |
*
* @param {Pay_Proof_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_proof_title: ((inputs?: Pay_Proof_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Proof_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Proof_TitleInputs = {};
