/**
* | output |
* | --- |
* | "Open menu" |
*
* @param {Layout_Open_MenuInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const layout_open_menu: ((inputs?: Layout_Open_MenuInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layout_Open_MenuInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layout_Open_MenuInputs = {};
