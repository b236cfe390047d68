/**
* | output |
* | --- |
* | "This file is already the receipt of another payment. Please upload the receipt of this payment." |
*
* @param {Error_Receipt_In_UseInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_receipt_in_use: ((inputs?: Error_Receipt_In_UseInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Receipt_In_UseInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Receipt_In_UseInputs = {};
