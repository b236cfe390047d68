/**
* | output |
* | --- |
* | "Availability" |
*
* @param {Tree_Rewards_Col_LockInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_rewards_col_lock: ((inputs?: Tree_Rewards_Col_LockInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tree_Rewards_Col_LockInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tree_Rewards_Col_LockInputs = {};
