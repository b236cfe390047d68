/**
* | output |
* | --- |
* | "Total Amount Payable" |
*
* @param {Pay_Total_PayableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_total_payable: ((inputs?: Pay_Total_PayableInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Total_PayableInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Total_PayableInputs = {};
