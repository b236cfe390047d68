/**
* | output |
* | --- |
* | "Rewards come from the Referral Programme share of the supply; if it runs out, a reward is cut to what is left." |
*
* @param {Refer_Rule_PoolInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_rule_pool: ((inputs?: Refer_Rule_PoolInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_Rule_PoolInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_Rule_PoolInputs = {};
