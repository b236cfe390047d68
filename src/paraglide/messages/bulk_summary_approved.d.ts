/**
* | output |
* | --- |
* | "Approved: {decided} · Already decided: {already} · Not found: {missing}" |
*
* @param {Bulk_Summary_ApprovedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const bulk_summary_approved: ((inputs: Bulk_Summary_ApprovedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bulk_Summary_ApprovedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bulk_Summary_ApprovedInputs = {
    decided: NonNullable<unknown>;
    already: NonNullable<unknown>;
    missing: NonNullable<unknown>;
};
