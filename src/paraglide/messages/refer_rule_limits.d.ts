/**
* | output |
* | --- |
* | "You cannot refer yourself, a blocked or deleted account earns nothing, and a Member ID cannot be changed after registration." |
*
* @param {Refer_Rule_LimitsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_rule_limits: ((inputs?: Refer_Rule_LimitsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_Rule_LimitsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_Rule_LimitsInputs = {};
