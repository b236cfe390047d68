/**
* | output |
* | --- |
* | "Rewards" |
*
* @param {Tree_Funnel_RewardsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_funnel_rewards: ((inputs?: Tree_Funnel_RewardsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tree_Funnel_RewardsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tree_Funnel_RewardsInputs = {};
