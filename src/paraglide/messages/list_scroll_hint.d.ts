/**
* | output |
* | --- |
* | "Scroll sideways for more columns →" |
*
* @param {List_Scroll_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const list_scroll_hint: ((inputs?: List_Scroll_HintInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<List_Scroll_HintInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type List_Scroll_HintInputs = {};
