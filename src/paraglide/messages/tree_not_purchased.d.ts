/**
* | output |
* | --- |
* | "Not yet" |
*
* @param {Tree_Not_PurchasedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_not_purchased: ((inputs?: Tree_Not_PurchasedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tree_Not_PurchasedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tree_Not_PurchasedInputs = {};
