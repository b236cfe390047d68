/**
* | output |
* | --- |
* | "Token price is required" |
*
* @param {Sa_Companies_Rule_Price_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_rule_price_required: ((inputs?: Sa_Companies_Rule_Price_RequiredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Companies_Rule_Price_RequiredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Companies_Rule_Price_RequiredInputs = {};
