/**
* | output |
* | --- |
* | "A user with this email or mobile number already exists in this company." |
*
* @param {Error_Company_Contact_TakenInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_company_contact_taken: ((inputs?: Error_Company_Contact_TakenInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Company_Contact_TakenInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Company_Contact_TakenInputs = {};
