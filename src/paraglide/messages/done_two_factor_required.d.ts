/**
* | output |
* | --- |
* | "Two-factor sign-in is now required for all admins." |
*
* @param {Done_Two_Factor_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_two_factor_required: ((inputs?: Done_Two_Factor_RequiredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Done_Two_Factor_RequiredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Done_Two_Factor_RequiredInputs = {};
