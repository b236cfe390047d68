/**
* | output |
* | --- |
* | "Select gender" |
*
* @param {Register_Gender_SelectInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_gender_select: ((inputs?: Register_Gender_SelectInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Gender_SelectInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Gender_SelectInputs = {};
