/**
* | output |
* | --- |
* | "Dismiss confirmation" |
*
* @param {Pay_DismissInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_dismiss: ((inputs?: Pay_DismissInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_DismissInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_DismissInputs = {};
