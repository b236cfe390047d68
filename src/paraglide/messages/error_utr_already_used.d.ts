/**
* | output |
* | --- |
* | "This UTR / transaction number has already been used for another payment." |
*
* @param {Error_Utr_Already_UsedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_utr_already_used: ((inputs?: Error_Utr_Already_UsedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Utr_Already_UsedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Utr_Already_UsedInputs = {};
