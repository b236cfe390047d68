/**
* | output |
* | --- |
* | "The Member ID (referral code) is not valid." |
*
* @param {Error_Referral_Code_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_referral_code_invalid: ((inputs?: Error_Referral_Code_InvalidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Referral_Code_InvalidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Referral_Code_InvalidInputs = {};
