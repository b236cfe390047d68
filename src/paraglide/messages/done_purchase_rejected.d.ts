/**
* | output |
* | --- |
* | "Purchase rejected successfully" |
*
* @param {Done_Purchase_RejectedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_purchase_rejected: ((inputs?: Done_Purchase_RejectedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Done_Purchase_RejectedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Done_Purchase_RejectedInputs = {};
