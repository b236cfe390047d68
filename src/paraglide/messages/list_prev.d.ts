/**
* | output |
* | --- |
* | "Prev" |
*
* @param {List_PrevInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const list_prev: ((inputs?: List_PrevInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<List_PrevInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type List_PrevInputs = {};
