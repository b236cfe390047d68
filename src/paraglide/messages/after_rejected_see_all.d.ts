/**
* | output |
* | --- |
* | "See rejected payments in your history" |
*
* @param {After_Rejected_See_AllInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const after_rejected_see_all: ((inputs?: After_Rejected_See_AllInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<After_Rejected_See_AllInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type After_Rejected_See_AllInputs = {};
