/**
* | output |
* | --- |
* | "Mobile must be 10 digits starting with 6, 7, 8 or 9" |
*
* @param {Sa_Companies_Rule_MobileInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_rule_mobile: ((inputs?: Sa_Companies_Rule_MobileInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Companies_Rule_MobileInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Companies_Rule_MobileInputs = {};
