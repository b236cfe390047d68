/**
* | output |
* | --- |
* | "A user with this email or mobile number already exists in your company." |
*
* @param {Error_User_Contact_TakenInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_user_contact_taken: ((inputs?: Error_User_Contact_TakenInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_User_Contact_TakenInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_User_Contact_TakenInputs = {};
