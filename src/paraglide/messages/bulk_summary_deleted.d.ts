/**
* | output |
* | --- |
* | "Not approved, member's account deleted: {count}" |
*
* @param {Bulk_Summary_DeletedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const bulk_summary_deleted: ((inputs: Bulk_Summary_DeletedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bulk_Summary_DeletedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bulk_Summary_DeletedInputs = {
    count: NonNullable<unknown>;
};
