/**
* | output |
* | --- |
* | "Admin" |
*
* @param {Activity_Role_AdminInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_role_admin: ((inputs?: Activity_Role_AdminInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Role_AdminInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Role_AdminInputs = {};
