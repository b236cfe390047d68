/**
* | output |
* | --- |
* | "The Referral Programme pool could cover only part of this reward." |
*
* @param {Tree_Rewards_Cut_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_rewards_cut_title: ((inputs?: Tree_Rewards_Cut_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tree_Rewards_Cut_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tree_Rewards_Cut_TitleInputs = {};
