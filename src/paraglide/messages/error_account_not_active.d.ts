/**
* | output |
* | --- |
* | "Your account is not active. Please contact support." |
*
* @param {Error_Account_Not_ActiveInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_account_not_active: ((inputs?: Error_Account_Not_ActiveInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Account_Not_ActiveInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Account_Not_ActiveInputs = {};
