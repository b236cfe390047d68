/**
* | output |
* | --- |
* | "Verified since {date}" |
*
* @param {Review_Verified_SinceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_verified_since: ((inputs: Review_Verified_SinceInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Verified_SinceInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_Verified_SinceInputs = {
    date: NonNullable<unknown>;
};
