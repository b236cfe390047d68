/**
* | output |
* | --- |
* | "PIN code must be 6 digits, not starting with 0" |
*
* @param {Sa_Companies_Rule_PinInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_rule_pin: ((inputs?: Sa_Companies_Rule_PinInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Companies_Rule_PinInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Companies_Rule_PinInputs = {};
