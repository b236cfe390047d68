/**
* | output |
* | --- |
* | "Your account is inactive. Please contact support." |
*
* @param {Error_Account_InactiveInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_account_inactive: ((inputs?: Error_Account_InactiveInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Account_InactiveInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Account_InactiveInputs = {};
