/**
* | output |
* | --- |
* | "{first} and {second}" |
*
* @param {Register_List_TwoInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_list_two: ((inputs: Register_List_TwoInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_List_TwoInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_List_TwoInputs = {
    first: NonNullable<unknown>;
    second: NonNullable<unknown>;
};
