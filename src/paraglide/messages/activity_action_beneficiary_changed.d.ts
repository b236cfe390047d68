/**
* | output |
* | --- |
* | "Beneficiary changed" |
*
* @param {Activity_Action_Beneficiary_ChangedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_action_beneficiary_changed: ((inputs?: Activity_Action_Beneficiary_ChangedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Action_Beneficiary_ChangedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Action_Beneficiary_ChangedInputs = {};
