/**
* | output |
* | --- |
* | "Please choose one of the listed bank accounts." |
*
* @param {Error_Bank_Not_ListedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_bank_not_listed: ((inputs?: Error_Bank_Not_ListedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Bank_Not_ListedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Bank_Not_ListedInputs = {};
