/**
* | output |
* | --- |
* | "PAN must look like AAAAA9999A" |
*
* @param {Sa_Companies_Rule_PanInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_rule_pan: ((inputs?: Sa_Companies_Rule_PanInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Companies_Rule_PanInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Companies_Rule_PanInputs = {};
