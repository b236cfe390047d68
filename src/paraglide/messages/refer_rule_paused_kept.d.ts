/**
* | output |
* | --- |
* | "Rewards you already earned stay yours, and their lock runs on as before." |
*
* @param {Refer_Rule_Paused_KeptInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_rule_paused_kept: ((inputs?: Refer_Rule_Paused_KeptInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_Rule_Paused_KeptInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_Rule_Paused_KeptInputs = {};
