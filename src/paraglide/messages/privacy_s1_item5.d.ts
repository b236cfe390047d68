/**
* | output |
* | --- |
* | "Referral details: your Member ID and the Member ID of the person who referred you." |
*
* @param {Privacy_S1_Item5Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s1_item5: ((inputs?: Privacy_S1_Item5Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_S1_Item5Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_S1_Item5Inputs = {};
