/**
* | output |
* | --- |
* | "Founder Team Supply" |
*
* @param {Chart_Founder_Team_SupplyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_founder_team_supply: ((inputs?: Chart_Founder_Team_SupplyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Chart_Founder_Team_SupplyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Chart_Founder_Team_SupplyInputs = {};
