/**
* | output |
* | --- |
* | "Copy UTR" |
*
* @param {Review_Copy_UtrInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_copy_utr: ((inputs?: Review_Copy_UtrInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Copy_UtrInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_Copy_UtrInputs = {};
