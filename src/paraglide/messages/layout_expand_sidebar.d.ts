/**
* | output |
* | --- |
* | "Expand sidebar" |
*
* @param {Layout_Expand_SidebarInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const layout_expand_sidebar: ((inputs?: Layout_Expand_SidebarInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layout_Expand_SidebarInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layout_Expand_SidebarInputs = {};
