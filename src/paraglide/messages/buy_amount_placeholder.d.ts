/**
* | output |
* | --- |
* | "Enter amount in INR" |
*
* @param {Buy_Amount_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_amount_placeholder: ((inputs?: Buy_Amount_PlaceholderInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Amount_PlaceholderInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Buy_Amount_PlaceholderInputs = {};
