/**
* | output |
* | --- |
* | "Pincode must be 6 digits, not starting with 0." |
*
* @param {Register_Pincode_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_pincode_invalid: ((inputs?: Register_Pincode_InvalidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Pincode_InvalidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Pincode_InvalidInputs = {};
