/**
* | output |
* | --- |
* | "The referral programme is paused: purchases approved now pay no referral rewards." |
*
* @param {Refer_Rule_PausedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_rule_paused: ((inputs?: Refer_Rule_PausedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_Rule_PausedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_Rule_PausedInputs = {};
