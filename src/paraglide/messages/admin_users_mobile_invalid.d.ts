/**
* | output |
* | --- |
* | "Mobile must be 10 digits starting with 6, 7, 8 or 9" |
*
* @param {Admin_Users_Mobile_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_mobile_invalid: ((inputs?: Admin_Users_Mobile_InvalidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Users_Mobile_InvalidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Users_Mobile_InvalidInputs = {};
