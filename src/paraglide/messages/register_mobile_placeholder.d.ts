/**
* | output |
* | --- |
* | "10-digit mobile number" |
*
* @param {Register_Mobile_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_mobile_placeholder: ((inputs?: Register_Mobile_PlaceholderInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Mobile_PlaceholderInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Mobile_PlaceholderInputs = {};
