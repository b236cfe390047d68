/**
* | output |
* | --- |
* | "Passwords do not match!" |
*
* @param {Register_Passwords_MismatchInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_passwords_mismatch: ((inputs?: Register_Passwords_MismatchInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Passwords_MismatchInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Passwords_MismatchInputs = {};
