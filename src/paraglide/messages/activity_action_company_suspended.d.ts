/**
* | output |
* | --- |
* | "Company suspended" |
*
* @param {Activity_Action_Company_SuspendedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_action_company_suspended: ((inputs?: Activity_Action_Company_SuspendedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Action_Company_SuspendedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Action_Company_SuspendedInputs = {};
