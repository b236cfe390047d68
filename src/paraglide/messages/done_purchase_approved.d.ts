/**
* | output |
* | --- |
* | "Purchase approved successfully" |
*
* @param {Done_Purchase_ApprovedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_purchase_approved: ((inputs?: Done_Purchase_ApprovedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Done_Purchase_ApprovedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Done_Purchase_ApprovedInputs = {};
