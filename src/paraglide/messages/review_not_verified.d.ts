/**
* | output |
* | --- |
* | "Not verified" |
*
* @param {Review_Not_VerifiedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_not_verified: ((inputs?: Review_Not_VerifiedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Not_VerifiedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_Not_VerifiedInputs = {};
