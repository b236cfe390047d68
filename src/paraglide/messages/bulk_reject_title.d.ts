/**
* | output |
* | --- |
* | "Reject Selected Purchases" |
*
* @param {Bulk_Reject_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const bulk_reject_title: ((inputs?: Bulk_Reject_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bulk_Reject_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bulk_Reject_TitleInputs = {};
