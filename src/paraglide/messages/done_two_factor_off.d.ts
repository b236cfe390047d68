/**
* | output |
* | --- |
* | "Two-factor sign-in is off." |
*
* @param {Done_Two_Factor_OffInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_two_factor_off: ((inputs?: Done_Two_Factor_OffInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Done_Two_Factor_OffInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Done_Two_Factor_OffInputs = {};
