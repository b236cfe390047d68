/**
* | output |
* | --- |
* | "Approve Selected Purchases" |
*
* @param {Bulk_Approve_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const bulk_approve_title: ((inputs?: Bulk_Approve_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bulk_Approve_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bulk_Approve_TitleInputs = {};
