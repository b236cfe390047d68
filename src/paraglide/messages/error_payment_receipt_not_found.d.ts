/**
* | output |
* | --- |
* | "Receipt not found." |
*
* @param {Error_Payment_Receipt_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_payment_receipt_not_found: ((inputs?: Error_Payment_Receipt_Not_FoundInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Payment_Receipt_Not_FoundInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Payment_Receipt_Not_FoundInputs = {};
