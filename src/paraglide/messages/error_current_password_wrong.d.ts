/**
* | output |
* | --- |
* | "Your current password is incorrect." |
*
* @param {Error_Current_Password_WrongInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_current_password_wrong: ((inputs?: Error_Current_Password_WrongInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Current_Password_WrongInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Current_Password_WrongInputs = {};
