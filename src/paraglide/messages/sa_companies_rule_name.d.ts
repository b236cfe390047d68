/**
* | output |
* | --- |
* | "Name must be at most 100 characters, without control, invisible or text-direction characters" |
*
* @param {Sa_Companies_Rule_NameInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_rule_name: ((inputs?: Sa_Companies_Rule_NameInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Companies_Rule_NameInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Companies_Rule_NameInputs = {};
