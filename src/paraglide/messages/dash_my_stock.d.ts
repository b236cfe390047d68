/**
* | output |
* | --- |
* | "My Stock" |
*
* @param {Dash_My_StockInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_my_stock: ((inputs?: Dash_My_StockInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_My_StockInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_My_StockInputs = {};
