/**
* | output |
* | --- |
* | "Please enter a valid amount." |
*
* @param {Buy_Amount_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_amount_invalid: ((inputs?: Buy_Amount_InvalidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Amount_InvalidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Buy_Amount_InvalidInputs = {};
