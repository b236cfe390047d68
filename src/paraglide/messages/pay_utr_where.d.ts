/**
* | output |
* | --- |
* | "Where do I find the UTR?" |
*
* @param {Pay_Utr_WhereInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_utr_where: ((inputs?: Pay_Utr_WhereInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Utr_WhereInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Utr_WhereInputs = {};
