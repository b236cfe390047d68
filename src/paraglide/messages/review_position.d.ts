/**
* | output |
* | --- |
* | "{n} of {total} on this page" |
*
* @param {Review_PositionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_position: ((inputs: Review_PositionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_PositionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_PositionInputs = {
    n: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
