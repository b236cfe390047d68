/**
* | output |
* | --- |
* | "Review purchase {id}" |
*
* @param {Review_Row_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_row_label: ((inputs: Review_Row_LabelInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Row_LabelInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_Row_LabelInputs = {
    id: NonNullable<unknown>;
};
