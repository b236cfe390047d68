/**
* | output |
* | --- |
* | "Total Amount" |
*
* @param {Pay_Total_AmountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_total_amount: ((inputs?: Pay_Total_AmountInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Total_AmountInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Total_AmountInputs = {};
