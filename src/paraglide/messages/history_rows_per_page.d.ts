/**
* | output |
* | --- |
* | "Rows per page" |
*
* @param {History_Rows_Per_PageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_rows_per_page: ((inputs?: History_Rows_Per_PageInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<History_Rows_Per_PageInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type History_Rows_Per_PageInputs = {};
