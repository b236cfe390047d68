/**
* | output |
* | --- |
* | "12-digit UTR or transaction number" |
*
* @param {Pay_Utr_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_utr_placeholder: ((inputs?: Pay_Utr_PlaceholderInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Utr_PlaceholderInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Utr_PlaceholderInputs = {};
