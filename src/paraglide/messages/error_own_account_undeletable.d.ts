/**
* | output |
* | --- |
* | "You cannot delete your own account." |
*
* @param {Error_Own_Account_UndeletableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_own_account_undeletable: ((inputs?: Error_Own_Account_UndeletableInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Own_Account_UndeletableInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Own_Account_UndeletableInputs = {};
