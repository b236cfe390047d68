/**
* | output |
* | --- |
* | "An admin could not confirm these payments, so no tokens were added. Check the reason, then pay again: it is a new order with a new order number." |
*
* @param {After_Rejected_BodyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const after_rejected_body: ((inputs?: After_Rejected_BodyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<After_Rejected_BodyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type After_Rejected_BodyInputs = {};
