/**
* | output |
* | --- |
* | "Total supply must be greater than 0" |
*
* @param {Sa_Companies_Rule_Supply_PositiveInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_rule_supply_positive: ((inputs?: Sa_Companies_Rule_Supply_PositiveInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Companies_Rule_Supply_PositiveInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Companies_Rule_Supply_PositiveInputs = {};
