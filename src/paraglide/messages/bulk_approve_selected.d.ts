/**
* | output |
* | --- |
* | "Approve selected" |
*
* @param {Bulk_Approve_SelectedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const bulk_approve_selected: ((inputs?: Bulk_Approve_SelectedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bulk_Approve_SelectedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bulk_Approve_SelectedInputs = {};
