/**
* | output |
* | --- |
* | "To run the referral programme and credit rewards to the right member." |
*
* @param {Privacy_S2_Item3Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s2_item3: ((inputs?: Privacy_S2_Item3Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_S2_Item3Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_S2_Item3Inputs = {};
