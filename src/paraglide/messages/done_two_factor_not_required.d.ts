/**
* | output |
* | --- |
* | "Two-factor sign-in is no longer required." |
*
* @param {Done_Two_Factor_Not_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_two_factor_not_required: ((inputs?: Done_Two_Factor_Not_RequiredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Done_Two_Factor_Not_RequiredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Done_Two_Factor_Not_RequiredInputs = {};
