/**
* | output |
* | --- |
* | "Purchased" |
*
* @param {Tree_Col_PurchasedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_col_purchased: ((inputs?: Tree_Col_PurchasedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tree_Col_PurchasedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tree_Col_PurchasedInputs = {};
