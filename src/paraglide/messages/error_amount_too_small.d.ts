/**
* | output |
* | --- |
* | "The amount is too small to buy one token at ₹{price}." |
*
* @param {Error_Amount_Too_SmallInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_amount_too_small: ((inputs: Error_Amount_Too_SmallInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Amount_Too_SmallInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Amount_Too_SmallInputs = {
    price: NonNullable<unknown>;
};
