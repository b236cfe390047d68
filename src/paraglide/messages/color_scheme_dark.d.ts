/**
* | output |
* | --- |
* | "Switch to dark mode" |
*
* @param {Color_Scheme_DarkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const color_scheme_dark: ((inputs?: Color_Scheme_DarkInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Color_Scheme_DarkInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Color_Scheme_DarkInputs = {};
