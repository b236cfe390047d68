/**
* | output |
* | --- |
* | "Select every pending purchase on this page" |
*
* @param {Bulk_Select_PageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const bulk_select_page: ((inputs?: Bulk_Select_PageInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bulk_Select_PageInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bulk_Select_PageInputs = {};
