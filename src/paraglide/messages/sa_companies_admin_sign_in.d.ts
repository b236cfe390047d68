/**
* | output |
* | --- |
* | "Company admin sign-in" |
*
* @param {Sa_Companies_Admin_Sign_InInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_admin_sign_in: ((inputs?: Sa_Companies_Admin_Sign_InInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Companies_Admin_Sign_InInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Companies_Admin_Sign_InInputs = {};
