/**
* | output |
* | --- |
* | "Loading price" |
*
* @param {Buy_Loading_PriceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_loading_price: ((inputs?: Buy_Loading_PriceInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Loading_PriceInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Buy_Loading_PriceInputs = {};
