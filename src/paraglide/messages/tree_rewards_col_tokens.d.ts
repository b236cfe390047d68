/**
* | output |
* | --- |
* | "Tokens" |
*
* @param {Tree_Rewards_Col_TokensInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_rewards_col_tokens: ((inputs?: Tree_Rewards_Col_TokensInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tree_Rewards_Col_TokensInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tree_Rewards_Col_TokensInputs = {};
