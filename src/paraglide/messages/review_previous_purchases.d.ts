/**
* | output |
* | --- |
* | "Previous purchases" |
*
* @param {Review_Previous_PurchasesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_previous_purchases: ((inputs?: Review_Previous_PurchasesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Previous_PurchasesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_Previous_PurchasesInputs = {};
