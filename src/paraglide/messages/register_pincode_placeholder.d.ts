/**
* | output |
* | --- |
* | "6 digits" |
*
* @param {Register_Pincode_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_pincode_placeholder: ((inputs?: Register_Pincode_PlaceholderInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Pincode_PlaceholderInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Pincode_PlaceholderInputs = {};
