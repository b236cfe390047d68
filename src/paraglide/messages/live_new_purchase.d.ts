/**
* | output |
* | --- |
* | "New purchase received" |
*
* @param {Live_New_PurchaseInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const live_new_purchase: ((inputs?: Live_New_PurchaseInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_New_PurchaseInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Live_New_PurchaseInputs = {};
