/**
* | output |
* | --- |
* | "Two-factor sign-in is already on. Turn it off first to move to a new device." |
*
* @param {Error_Two_Factor_Already_On_ElsewhereInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_two_factor_already_on_elsewhere: ((inputs?: Error_Two_Factor_Already_On_ElsewhereInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Two_Factor_Already_On_ElsewhereInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Two_Factor_Already_On_ElsewhereInputs = {};
