/**
* | output |
* | --- |
* | "Link opens" |
*
* @param {Tree_Funnel_OpensInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_funnel_opens: ((inputs?: Tree_Funnel_OpensInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tree_Funnel_OpensInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tree_Funnel_OpensInputs = {};
