/**
* | output |
* | --- |
* | "Please fill in {fields}." |
*
* @param {Register_Fill_InInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_fill_in: ((inputs: Register_Fill_InInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Fill_InInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Fill_InInputs = {
    fields: NonNullable<unknown>;
};
