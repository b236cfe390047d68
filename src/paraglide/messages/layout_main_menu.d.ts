/**
* | output |
* | --- |
* | "Main menu" |
*
* @param {Layout_Main_MenuInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const layout_main_menu: ((inputs?: Layout_Main_MenuInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layout_Main_MenuInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layout_Main_MenuInputs = {};
