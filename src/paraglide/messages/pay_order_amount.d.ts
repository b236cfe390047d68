/**
* | output |
* | --- |
* | "Order Amount" |
*
* @param {Pay_Order_AmountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_order_amount: ((inputs?: Pay_Order_AmountInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Order_AmountInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Order_AmountInputs = {};
