/**
* | output |
* | --- |
* | "Turn on two-factor sign-in for your own account first." |
*
* @param {Error_Own_Two_Factor_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_own_two_factor_required: ((inputs?: Error_Own_Two_Factor_RequiredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Own_Two_Factor_RequiredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Own_Two_Factor_RequiredInputs = {};
