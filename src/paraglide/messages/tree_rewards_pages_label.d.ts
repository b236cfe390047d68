/**
* | output |
* | --- |
* | "Rewards history pages" |
*
* @param {Tree_Rewards_Pages_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_rewards_pages_label: ((inputs?: Tree_Rewards_Pages_LabelInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tree_Rewards_Pages_LabelInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tree_Rewards_Pages_LabelInputs = {};
