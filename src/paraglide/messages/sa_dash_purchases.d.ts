/**
* | output |
* | --- |
* | "Purchases" |
*
* @param {Sa_Dash_PurchasesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_dash_purchases: ((inputs?: Sa_Dash_PurchasesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Dash_PurchasesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Dash_PurchasesInputs = {};
