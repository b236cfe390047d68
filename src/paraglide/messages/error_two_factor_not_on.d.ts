/**
* | output |
* | --- |
* | "Two-factor sign-in is not on." |
*
* @param {Error_Two_Factor_Not_OnInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_two_factor_not_on: ((inputs?: Error_Two_Factor_Not_OnInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Two_Factor_Not_OnInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Two_Factor_Not_OnInputs = {};
