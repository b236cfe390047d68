/**
* | output |
* | --- |
* | "Stock Balance" |
*
* @param {Chart_Stock_BalanceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_stock_balance: ((inputs?: Chart_Stock_BalanceInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Chart_Stock_BalanceInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Chart_Stock_BalanceInputs = {};
