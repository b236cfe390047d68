/**
* | output |
* | --- |
* | "Global Stock" |
*
* @param {Dash_Global_StockInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_global_stock: ((inputs?: Dash_Global_StockInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Global_StockInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Global_StockInputs = {};
