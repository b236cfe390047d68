/**
* | output |
* | --- |
* | "Mobile must be 10 digits starting with 6, 7, 8 or 9." |
*
* @param {Rule_MobileInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const rule_mobile: ((inputs?: Rule_MobileInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rule_MobileInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rule_MobileInputs = {};
