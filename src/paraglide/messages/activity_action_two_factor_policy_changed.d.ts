/**
* | output |
* | --- |
* | "Two-factor policy changed" |
*
* @param {Activity_Action_Two_Factor_Policy_ChangedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_action_two_factor_policy_changed: ((inputs?: Activity_Action_Two_Factor_Policy_ChangedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Action_Two_Factor_Policy_ChangedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Action_Two_Factor_Policy_ChangedInputs = {};
