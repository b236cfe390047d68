/**
* | output |
* | --- |
* | "Total supply is required" |
*
* @param {Sa_Companies_Rule_Supply_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_rule_supply_required: ((inputs?: Sa_Companies_Rule_Supply_RequiredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Companies_Rule_Supply_RequiredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Companies_Rule_Supply_RequiredInputs = {};
