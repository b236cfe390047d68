/**
* | output |
* | --- |
* | "Super Admin" |
*
* @param {Layout_Area_SuperadminInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const layout_area_superadmin: ((inputs?: Layout_Area_SuperadminInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layout_Area_SuperadminInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layout_Area_SuperadminInputs = {};
