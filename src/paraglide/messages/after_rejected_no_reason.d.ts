/**
* | output |
* | --- |
* | "No reason was given." |
*
* @param {After_Rejected_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const after_rejected_no_reason: ((inputs?: After_Rejected_No_ReasonInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<After_Rejected_No_ReasonInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type After_Rejected_No_ReasonInputs = {};
