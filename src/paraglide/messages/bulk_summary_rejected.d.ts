/**
* | output |
* | --- |
* | "Rejected: {decided} · Already decided: {already} · Not found: {missing}" |
*
* @param {Bulk_Summary_RejectedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const bulk_summary_rejected: ((inputs: Bulk_Summary_RejectedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bulk_Summary_RejectedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bulk_Summary_RejectedInputs = {
    decided: NonNullable<unknown>;
    already: NonNullable<unknown>;
    missing: NonNullable<unknown>;
};
