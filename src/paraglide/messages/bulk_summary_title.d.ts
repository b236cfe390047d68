/**
* | output |
* | --- |
* | "Selected purchases decided" |
*
* @param {Bulk_Summary_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const bulk_summary_title: ((inputs?: Bulk_Summary_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bulk_Summary_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bulk_Summary_TitleInputs = {};
