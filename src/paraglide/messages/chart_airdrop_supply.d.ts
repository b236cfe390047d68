/**
* | output |
* | --- |
* | "Airdrop Supply" |
*
* @param {Chart_Airdrop_SupplyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_airdrop_supply: ((inputs?: Chart_Airdrop_SupplyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Chart_Airdrop_SupplyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Chart_Airdrop_SupplyInputs = {};
