/**
* | output |
* | --- |
* | "Payment submitted" |
*
* @param {Pay_Submitted_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_submitted_title: ((inputs?: Pay_Submitted_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Submitted_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Submitted_TitleInputs = {};
