/**
* | output |
* | --- |
* | "Purchase and payment details: the amount of each order, the payment method, the UTR or transaction number, the receipt you upload, and the status of each pur..." |
*
* @param {Privacy_S1_Item4Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s1_item4: ((inputs?: Privacy_S1_Item4Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_S1_Item4Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_S1_Item4Inputs = {};
