/**
* | output |
* | --- |
* | "Address must be at most 500 characters" |
*
* @param {Sa_Companies_Rule_AddressInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_rule_address: ((inputs?: Sa_Companies_Rule_AddressInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Companies_Rule_AddressInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Companies_Rule_AddressInputs = {};
