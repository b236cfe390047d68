/**
* | output |
* | --- |
* | "Date" |
*
* @param {Tree_Rewards_Col_DateInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_rewards_col_date: ((inputs?: Tree_Rewards_Col_DateInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tree_Rewards_Col_DateInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tree_Rewards_Col_DateInputs = {};
