/**
* | output |
* | --- |
* | "Add your Aadhaar number so the admin can verify you:" |
*
* @param {After_Unverified_Add_AadhaarInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const after_unverified_add_aadhaar: ((inputs?: After_Unverified_Add_AadhaarInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<After_Unverified_Add_AadhaarInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type After_Unverified_Add_AadhaarInputs = {};
