/**
* | output |
* | --- |
* | "Not approved, not enough supply left: {count}" |
*
* @param {Bulk_Summary_SupplyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const bulk_summary_supply: ((inputs: Bulk_Summary_SupplyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bulk_Summary_SupplyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bulk_Summary_SupplyInputs = {
    count: NonNullable<unknown>;
};
