/**
* | output |
* | --- |
* | "User deleted successfully" |
*
* @param {Done_User_DeletedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_user_deleted: ((inputs?: Done_User_DeletedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Done_User_DeletedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Done_User_DeletedInputs = {};
