/**
* | output |
* | --- |
* | "Public Cell Supply" |
*
* @param {Chart_Public_Cell_SupplyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_public_cell_supply: ((inputs?: Chart_Public_Cell_SupplyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Chart_Public_Cell_SupplyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Chart_Public_Cell_SupplyInputs = {};
