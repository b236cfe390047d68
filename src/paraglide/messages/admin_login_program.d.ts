/**
* | output |
* | --- |
* | "PRE-LAUNCH PROGRAM" |
*
* @param {Admin_Login_ProgramInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_login_program: ((inputs?: Admin_Login_ProgramInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Login_ProgramInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Login_ProgramInputs = {};
