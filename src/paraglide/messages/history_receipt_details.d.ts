/**
* | output |
* | --- |
* | "Payment details" |
*
* @param {History_Receipt_DetailsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_receipt_details: ((inputs?: History_Receipt_DetailsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<History_Receipt_DetailsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type History_Receipt_DetailsInputs = {};
