/**
* | output |
* | --- |
* | "Locked until {date}" |
*
* @param {Tree_Rewards_Locked_UntilInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_rewards_locked_until: ((inputs: Tree_Rewards_Locked_UntilInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tree_Rewards_Locked_UntilInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tree_Rewards_Locked_UntilInputs = {
    date: NonNullable<unknown>;
};
