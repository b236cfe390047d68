/**
* | output |
* | --- |
* | "The company's admin signs in with the email above and this password." |
*
* @param {Sa_Companies_Admin_Password_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_admin_password_description: ((inputs?: Sa_Companies_Admin_Password_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Companies_Admin_Password_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Companies_Admin_Password_DescriptionInputs = {};
