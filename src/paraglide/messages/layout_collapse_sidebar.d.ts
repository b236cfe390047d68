/**
* | output |
* | --- |
* | "Collapse sidebar" |
*
* @param {Layout_Collapse_SidebarInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const layout_collapse_sidebar: ((inputs?: Layout_Collapse_SidebarInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layout_Collapse_SidebarInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layout_Collapse_SidebarInputs = {};
