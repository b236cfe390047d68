/**
* | output |
* | --- |
* | "Payment Method" |
*
* @param {History_Col_MethodInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_col_method: ((inputs?: History_Col_MethodInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<History_Col_MethodInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type History_Col_MethodInputs = {};
