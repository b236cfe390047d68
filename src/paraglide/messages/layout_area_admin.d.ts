/**
* | output |
* | --- |
* | "Admin" |
*
* @param {Layout_Area_AdminInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const layout_area_admin: ((inputs?: Layout_Area_AdminInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layout_Area_AdminInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layout_Area_AdminInputs = {};
