/**
* | output |
* | --- |
* | "Selected: {count}" |
*
* @param {Bulk_Selected_CountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const bulk_selected_count: ((inputs: Bulk_Selected_CountInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bulk_Selected_CountInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bulk_Selected_CountInputs = {
    count: NonNullable<unknown>;
};
