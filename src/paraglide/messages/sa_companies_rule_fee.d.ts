/**
* | output |
* | --- |
* | "Platform fee must be a percentage from 0 to 100, at most 2 decimals" |
*
* @param {Sa_Companies_Rule_FeeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_rule_fee: ((inputs?: Sa_Companies_Rule_FeeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Companies_Rule_FeeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Companies_Rule_FeeInputs = {};
