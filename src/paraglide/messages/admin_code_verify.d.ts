/**
* | output |
* | --- |
* | "Verify" |
*
* @param {Admin_Code_VerifyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_code_verify: ((inputs?: Admin_Code_VerifyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Code_VerifyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Code_VerifyInputs = {};
