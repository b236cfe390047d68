/**
* | output |
* | --- |
* | "Order No." |
*
* @param {Sa_Transactions_Order_NoInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_transactions_order_no: ((inputs?: Sa_Transactions_Order_NoInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Transactions_Order_NoInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Transactions_Order_NoInputs = {};
