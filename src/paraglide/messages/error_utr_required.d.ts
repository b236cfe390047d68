/**
* | output |
* | --- |
* | "Please enter UTR or Transaction Number." |
*
* @param {Error_Utr_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_utr_required: ((inputs?: Error_Utr_RequiredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Utr_RequiredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Utr_RequiredInputs = {};
