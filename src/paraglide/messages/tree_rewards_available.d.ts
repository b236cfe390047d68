/**
* | output |
* | --- |
* | "Available" |
*
* @param {Tree_Rewards_AvailableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_rewards_available: ((inputs?: Tree_Rewards_AvailableInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tree_Rewards_AvailableInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tree_Rewards_AvailableInputs = {};
