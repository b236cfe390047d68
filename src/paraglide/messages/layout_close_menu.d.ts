/**
* | output |
* | --- |
* | "Close menu" |
*
* @param {Layout_Close_MenuInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const layout_close_menu: ((inputs?: Layout_Close_MenuInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layout_Close_MenuInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layout_Close_MenuInputs = {};
