/**
* | output |
* | --- |
* | "Company resumed" |
*
* @param {Activity_Action_Company_ResumedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_action_company_resumed: ((inputs?: Activity_Action_Company_ResumedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Action_Company_ResumedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Action_Company_ResumedInputs = {};
