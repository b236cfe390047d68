/**
* | output |
* | --- |
* | "All amounts in INR." |
*
* @param {Pay_All_In_InrInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_all_in_inr: ((inputs?: Pay_All_In_InrInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_All_In_InrInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_All_In_InrInputs = {};
