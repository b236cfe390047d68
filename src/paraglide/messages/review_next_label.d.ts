/**
* | output |
* | --- |
* | "Next purchase" |
*
* @param {Review_Next_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_next_label: ((inputs?: Review_Next_LabelInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Next_LabelInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_Next_LabelInputs = {};
