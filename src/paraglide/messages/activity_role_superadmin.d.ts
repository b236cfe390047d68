/**
* | output |
* | --- |
* | "Super admin" |
*
* @param {Activity_Role_SuperadminInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_role_superadmin: ((inputs?: Activity_Role_SuperadminInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Role_SuperadminInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Role_SuperadminInputs = {};
