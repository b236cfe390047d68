/**
* | output |
* | --- |
* | "This email already belongs to a company admin." |
*
* @param {Error_Admin_Email_TakenInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_admin_email_taken: ((inputs?: Error_Admin_Email_TakenInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Admin_Email_TakenInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Admin_Email_TakenInputs = {};
