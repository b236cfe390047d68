/**
* | output |
* | --- |
* | "Bought" |
*
* @param {Tree_PurchasedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_purchased: ((inputs?: Tree_PurchasedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tree_PurchasedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tree_PurchasedInputs = {};
