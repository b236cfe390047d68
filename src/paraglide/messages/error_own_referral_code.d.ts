/**
* | output |
* | --- |
* | "You cannot use your own Member ID as a referral code." |
*
* @param {Error_Own_Referral_CodeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_own_referral_code: ((inputs?: Error_Own_Referral_CodeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Own_Referral_CodeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Own_Referral_CodeInputs = {};
