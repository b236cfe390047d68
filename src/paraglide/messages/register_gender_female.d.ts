/**
* | output |
* | --- |
* | "Female" |
*
* @param {Register_Gender_FemaleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_gender_female: ((inputs?: Register_Gender_FemaleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Gender_FemaleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Gender_FemaleInputs = {};
