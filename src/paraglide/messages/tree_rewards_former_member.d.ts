/**
* | output |
* | --- |
* | "Former member" |
*
* @param {Tree_Rewards_Former_MemberInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_rewards_former_member: ((inputs?: Tree_Rewards_Former_MemberInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tree_Rewards_Former_MemberInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tree_Rewards_Former_MemberInputs = {};
