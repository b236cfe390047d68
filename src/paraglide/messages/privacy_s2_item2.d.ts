/**
* | output |
* | --- |
* | "To record your token purchases, check your payment proof and credit your stock balance once a payment is approved." |
*
* @param {Privacy_S2_Item2Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s2_item2: ((inputs?: Privacy_S2_Item2Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_S2_Item2Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_S2_Item2Inputs = {};
