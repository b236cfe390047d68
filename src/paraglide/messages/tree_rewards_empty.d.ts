/**
* | output |
* | --- |
* | "No rewards yet. A reward appears here when a purchase by someone you referred is approved." |
*
* @param {Tree_Rewards_EmptyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_rewards_empty: ((inputs?: Tree_Rewards_EmptyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tree_Rewards_EmptyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tree_Rewards_EmptyInputs = {};
