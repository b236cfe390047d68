/**
* | output |
* | --- |
* | "Name must be at most 100 characters, without control, invisible or text-direction characters" |
*
* @param {Admin_Users_Name_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_name_invalid: ((inputs?: Admin_Users_Name_InvalidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Users_Name_InvalidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Users_Name_InvalidInputs = {};
