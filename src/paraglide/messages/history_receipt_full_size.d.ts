/**
* | output |
* | --- |
* | "Open full size" |
*
* @param {History_Receipt_Full_SizeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_receipt_full_size: ((inputs?: History_Receipt_Full_SizeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<History_Receipt_Full_SizeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type History_Receipt_Full_SizeInputs = {};
