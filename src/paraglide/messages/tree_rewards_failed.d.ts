/**
* | output |
* | --- |
* | "Failed to fetch your rewards" |
*
* @param {Tree_Rewards_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_rewards_failed: ((inputs?: Tree_Rewards_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tree_Rewards_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tree_Rewards_FailedInputs = {};
