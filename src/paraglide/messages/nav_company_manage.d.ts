/**
* | output |
* | --- |
* | "Company Manage" |
*
* @param {Nav_Company_ManageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_company_manage: ((inputs?: Nav_Company_ManageInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Company_ManageInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Company_ManageInputs = {};
