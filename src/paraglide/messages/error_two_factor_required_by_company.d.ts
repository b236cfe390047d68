/**
* | output |
* | --- |
* | "Your company requires two-factor sign-in, so it cannot be turned off." |
*
* @param {Error_Two_Factor_Required_By_CompanyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_two_factor_required_by_company: ((inputs?: Error_Two_Factor_Required_By_CompanyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Two_Factor_Required_By_CompanyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Two_Factor_Required_By_CompanyInputs = {};
