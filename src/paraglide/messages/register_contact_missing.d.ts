/**
* | output |
* | --- |
* | "Please fill in Name, Email, and Mobile to request OTP." |
*
* @param {Register_Contact_MissingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_contact_missing: ((inputs?: Register_Contact_MissingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Contact_MissingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Contact_MissingInputs = {};
