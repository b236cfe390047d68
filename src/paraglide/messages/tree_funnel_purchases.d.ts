/**
* | output |
* | --- |
* | "First purchases" |
*
* @param {Tree_Funnel_PurchasesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_funnel_purchases: ((inputs?: Tree_Funnel_PurchasesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tree_Funnel_PurchasesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tree_Funnel_PurchasesInputs = {};
