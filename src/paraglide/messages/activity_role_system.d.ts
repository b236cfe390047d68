/**
* | output |
* | --- |
* | "System" |
*
* @param {Activity_Role_SystemInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_role_system: ((inputs?: Activity_Role_SystemInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Role_SystemInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Role_SystemInputs = {};
