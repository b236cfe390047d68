/**
* | output |
* | --- |
* | "Reject selected" |
*
* @param {Bulk_Reject_SelectedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const bulk_reject_selected: ((inputs?: Bulk_Reject_SelectedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bulk_Reject_SelectedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bulk_Reject_SelectedInputs = {};
