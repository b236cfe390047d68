/**
* | output |
* | --- |
* | "From" |
*
* @param {Tree_Rewards_Col_FromInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_rewards_col_from: ((inputs?: Tree_Rewards_Col_FromInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tree_Rewards_Col_FromInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tree_Rewards_Col_FromInputs = {};
