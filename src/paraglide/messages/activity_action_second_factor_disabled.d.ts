/**
* | output |
* | --- |
* | "Two-factor sign-in turned off" |
*
* @param {Activity_Action_Second_Factor_DisabledInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_action_second_factor_disabled: ((inputs?: Activity_Action_Second_Factor_DisabledInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Action_Second_Factor_DisabledInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Action_Second_Factor_DisabledInputs = {};
