/**
* | output |
* | --- |
* | "Rewards are available at once." |
*
* @param {Refer_Rule_UnlockedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_rule_unlocked: ((inputs?: Refer_Rule_UnlockedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_Rule_UnlockedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_Rule_UnlockedInputs = {};
