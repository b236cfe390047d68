/**
* | output |
* | --- |
* | "Switch to light mode" |
*
* @param {Color_Scheme_LightInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const color_scheme_light: ((inputs?: Color_Scheme_LightInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Color_Scheme_LightInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Color_Scheme_LightInputs = {};
