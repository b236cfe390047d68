/**
* | output |
* | --- |
* | "Two-factor sign-in turned on" |
*
* @param {Activity_Action_Second_Factor_EnrolledInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_action_second_factor_enrolled: ((inputs?: Activity_Action_Second_Factor_EnrolledInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Action_Second_Factor_EnrolledInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Action_Second_Factor_EnrolledInputs = {};
