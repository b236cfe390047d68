/**
* | output |
* | --- |
* | "A receipt is available once the purchase is approved." |
*
* @param {Error_Payment_Receipt_Not_ReadyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_payment_receipt_not_ready: ((inputs?: Error_Payment_Receipt_Not_ReadyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Payment_Receipt_Not_ReadyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Payment_Receipt_Not_ReadyInputs = {};
