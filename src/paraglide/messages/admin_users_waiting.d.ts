/**
* | output |
* | --- |
* | "Waiting" |
*
* @param {Admin_Users_WaitingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_waiting: ((inputs?: Admin_Users_WaitingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Users_WaitingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Users_WaitingInputs = {};
