/**
* | output |
* | --- |
* | "Select {id}" |
*
* @param {Bulk_Select_RowInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const bulk_select_row: ((inputs: Bulk_Select_RowInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bulk_Select_RowInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bulk_Select_RowInputs = {
    id: NonNullable<unknown>;
};
