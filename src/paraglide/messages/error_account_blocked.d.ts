/**
* | output |
* | --- |
* | "Your account is blocked. Please contact support." |
*
* @param {Error_Account_BlockedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_account_blocked: ((inputs?: Error_Account_BlockedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Account_BlockedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Account_BlockedInputs = {};
