/**
* | output |
* | --- |
* | "Reason: {reason}" |
*
* @param {Review_ReasonInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_reason: ((inputs: Review_ReasonInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_ReasonInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_ReasonInputs = {
    reason: NonNullable<unknown>;
};
