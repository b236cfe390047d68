/**
* | output |
* | --- |
* | "Share your link. Whoever registers through it has your Member ID filled in, and becomes your referral." |
*
* @param {Refer_Rule_ShareInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_rule_share: ((inputs?: Refer_Rule_ShareInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_Rule_ShareInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_Rule_ShareInputs = {};
