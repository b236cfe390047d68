/**
* | output |
* | --- |
* | "Your link, step by step" |
*
* @param {Tree_Funnel_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_funnel_heading: ((inputs?: Tree_Funnel_HeadingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tree_Funnel_HeadingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tree_Funnel_HeadingInputs = {};
