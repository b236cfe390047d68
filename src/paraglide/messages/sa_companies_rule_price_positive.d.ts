/**
* | output |
* | --- |
* | "Price must be greater than 0" |
*
* @param {Sa_Companies_Rule_Price_PositiveInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_rule_price_positive: ((inputs?: Sa_Companies_Rule_Price_PositiveInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Companies_Rule_Price_PositiveInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Companies_Rule_Price_PositiveInputs = {};
