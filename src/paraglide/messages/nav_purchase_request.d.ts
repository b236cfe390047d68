/**
* | output |
* | --- |
* | "Purchase Request" |
*
* @param {Nav_Purchase_RequestInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_purchase_request: ((inputs?: Nav_Purchase_RequestInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Purchase_RequestInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Purchase_RequestInputs = {};
