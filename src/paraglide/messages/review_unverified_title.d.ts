/**
* | output |
* | --- |
* | "This member is not verified" |
*
* @param {Review_Unverified_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_unverified_title: ((inputs?: Review_Unverified_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Unverified_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_Unverified_TitleInputs = {};
