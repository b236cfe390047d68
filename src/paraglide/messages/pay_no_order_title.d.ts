/**
* | output |
* | --- |
* | "No order to pay for" |
*
* @param {Pay_No_Order_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_no_order_title: ((inputs?: Pay_No_Order_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_No_Order_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_No_Order_TitleInputs = {};
