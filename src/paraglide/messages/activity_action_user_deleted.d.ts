/**
* | output |
* | --- |
* | "User deleted" |
*
* @param {Activity_Action_User_DeletedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_action_user_deleted: ((inputs?: Activity_Action_User_DeletedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Action_User_DeletedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Action_User_DeletedInputs = {};
