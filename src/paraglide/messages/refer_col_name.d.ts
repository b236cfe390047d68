/**
* | output |
* | --- |
* | "Name" |
*
* @param {Refer_Col_NameInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_col_name: ((inputs?: Refer_Col_NameInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_Col_NameInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_Col_NameInputs = {};
