/**
* | output |
* | --- |
* | "Two-factor sign-in is on. Save your recovery codes." |
*
* @param {Done_Two_Factor_OnInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_two_factor_on: ((inputs?: Done_Two_Factor_OnInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Done_Two_Factor_OnInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Done_Two_Factor_OnInputs = {};
