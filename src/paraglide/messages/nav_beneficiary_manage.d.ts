/**
* | output |
* | --- |
* | "Beneficiary Manage" |
*
* @param {Nav_Beneficiary_ManageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_beneficiary_manage: ((inputs?: Nav_Beneficiary_ManageInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Beneficiary_ManageInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Beneficiary_ManageInputs = {};
