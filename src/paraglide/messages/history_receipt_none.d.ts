/**
* | output |
* | --- |
* | "No receipt was uploaded for this payment." |
*
* @param {History_Receipt_NoneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_receipt_none: ((inputs?: History_Receipt_NoneInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<History_Receipt_NoneInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type History_Receipt_NoneInputs = {};
