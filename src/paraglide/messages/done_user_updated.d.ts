/**
* | output |
* | --- |
* | "User updated successfully" |
*
* @param {Done_User_UpdatedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_user_updated: ((inputs?: Done_User_UpdatedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Done_User_UpdatedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Done_User_UpdatedInputs = {};
