/**
* | output |
* | --- |
* | "View receipt" |
*
* @param {History_View_ReceiptInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_view_receipt: ((inputs?: History_View_ReceiptInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<History_View_ReceiptInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type History_View_ReceiptInputs = {};
