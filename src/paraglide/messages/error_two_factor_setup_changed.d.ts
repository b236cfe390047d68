/**
* | output |
* | --- |
* | "The setup changed meanwhile. Please start it again." |
*
* @param {Error_Two_Factor_Setup_ChangedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_two_factor_setup_changed: ((inputs?: Error_Two_Factor_Setup_ChangedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Two_Factor_Setup_ChangedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Two_Factor_Setup_ChangedInputs = {};
