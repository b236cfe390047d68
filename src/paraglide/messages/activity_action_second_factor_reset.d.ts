/**
* | output |
* | --- |
* | "Two-factor sign-in reset" |
*
* @param {Activity_Action_Second_Factor_ResetInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_action_second_factor_reset: ((inputs?: Activity_Action_Second_Factor_ResetInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Action_Second_Factor_ResetInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Action_Second_Factor_ResetInputs = {};
