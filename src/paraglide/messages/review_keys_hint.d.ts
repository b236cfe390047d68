/**
* | output |
* | --- |
* | "Keys: J or ↓ next, K or ↑ previous" |
*
* @param {Review_Keys_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_keys_hint: ((inputs?: Review_Keys_HintInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Keys_HintInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_Keys_HintInputs = {};
