/**
* | output |
* | --- |
* | "{items}, and {last}" |
*
* @param {Register_List_ManyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_list_many: ((inputs: Register_List_ManyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_List_ManyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_List_ManyInputs = {
    items: NonNullable<unknown>;
    last: NonNullable<unknown>;
};
