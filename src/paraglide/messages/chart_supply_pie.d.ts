/**
* | output |
* | --- |
* | "Token Supply Distribution pie chart" |
*
* @param {Chart_Supply_PieInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_supply_pie: ((inputs?: Chart_Supply_PieInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Chart_Supply_PieInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Chart_Supply_PieInputs = {};
