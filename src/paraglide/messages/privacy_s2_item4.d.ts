/**
* | output |
* | --- |
* | "To meet legal duties, such as KYC, accounting and answering lawful requests from authorities." |
*
* @param {Privacy_S2_Item4Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s2_item4: ((inputs?: Privacy_S2_Item4Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_S2_Item4Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_S2_Item4Inputs = {};
