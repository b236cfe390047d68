/**
* | output |
* | --- |
* | "Add Admin" |
*
* @param {Sa_Companies_Add_AdminInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_add_admin: ((inputs?: Sa_Companies_Add_AdminInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Companies_Add_AdminInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Companies_Add_AdminInputs = {};
