/**
* | output |
* | --- |
* | "Company added" |
*
* @param {Activity_Action_Company_AddedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_action_company_added: ((inputs?: Activity_Action_Company_AddedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Action_Company_AddedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Action_Company_AddedInputs = {};
