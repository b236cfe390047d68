/**
* | output |
* | --- |
* | "Failed to add admin" |
*
* @param {Sa_Companies_Add_Admin_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_add_admin_failed: ((inputs?: Sa_Companies_Add_Admin_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Companies_Add_Admin_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Companies_Add_Admin_FailedInputs = {};
