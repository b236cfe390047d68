/**
* | output |
* | --- |
* | "Total Supply" |
*
* @param {Chart_Total_SupplyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_total_supply: ((inputs?: Chart_Total_SupplyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Chart_Total_SupplyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Chart_Total_SupplyInputs = {};
