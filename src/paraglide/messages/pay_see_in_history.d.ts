/**
* | output |
* | --- |
* | "See this order in your payment history" |
*
* @param {Pay_See_In_HistoryInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_see_in_history: ((inputs?: Pay_See_In_HistoryInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_See_In_HistoryInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_See_In_HistoryInputs = {};
