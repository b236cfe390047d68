/**
* | output |
* | --- |
* | "UTR / Reference No." |
*
* @param {History_Receipt_ReferenceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_receipt_reference: ((inputs?: History_Receipt_ReferenceInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<History_Receipt_ReferenceInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type History_Receipt_ReferenceInputs = {};
