/**
* | output |
* | --- |
* | "Transaction time" |
*
* @param {Pay_Transaction_TimeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_transaction_time: ((inputs?: Pay_Transaction_TimeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Transaction_TimeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Transaction_TimeInputs = {};
