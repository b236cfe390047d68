/**
* | output |
* | --- |
* | "Other" |
*
* @param {Register_Gender_OtherInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_gender_other: ((inputs?: Register_Gender_OtherInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Gender_OtherInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Gender_OtherInputs = {};
