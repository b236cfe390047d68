/**
* | output |
* | --- |
* | "MANUAL payment submitted successfully." |
*
* @param {Pay_Manual_SubmittedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_manual_submitted: ((inputs?: Pay_Manual_SubmittedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Manual_SubmittedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Manual_SubmittedInputs = {};
