/**
* | output |
* | --- |
* | "Total supply must be a whole number of tokens" |
*
* @param {Sa_Companies_Rule_SupplyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_rule_supply: ((inputs?: Sa_Companies_Rule_SupplyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Companies_Rule_SupplyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Companies_Rule_SupplyInputs = {};
