/**
* | output |
* | --- |
* | "Sl.No" |
*
* @param {Admin_Users_SerialInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_serial: ((inputs?: Admin_Users_SerialInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Users_SerialInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Users_SerialInputs = {};
