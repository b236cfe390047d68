/**
* | output |
* | --- |
* | "Verifying..." |
*
* @param {Admin_Code_VerifyingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_code_verifying: ((inputs?: Admin_Code_VerifyingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Code_VerifyingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Code_VerifyingInputs = {};
