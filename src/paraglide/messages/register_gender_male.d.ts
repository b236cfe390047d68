/**
* | output |
* | --- |
* | "Male" |
*
* @param {Register_Gender_MaleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_gender_male: ((inputs?: Register_Gender_MaleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Gender_MaleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Gender_MaleInputs = {};
