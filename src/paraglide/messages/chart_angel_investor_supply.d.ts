/**
* | output |
* | --- |
* | "Angel Investor Supply" |
*
* @param {Chart_Angel_Investor_SupplyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_angel_investor_supply: ((inputs?: Chart_Angel_Investor_SupplyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Chart_Angel_Investor_SupplyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Chart_Angel_Investor_SupplyInputs = {};
