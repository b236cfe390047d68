/**
* | output |
* | --- |
* | "This email or mobile number is already registered." |
*
* @param {Error_Contact_Already_RegisteredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_contact_already_registered: ((inputs?: Error_Contact_Already_RegisteredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Contact_Already_RegisteredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Contact_Already_RegisteredInputs = {};
