/**
* | output |
* | --- |
* | "Company ID is not configured. Please contact support." |
*
* @param {Error_Company_Not_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_company_not_configured: ((inputs?: Error_Company_Not_ConfiguredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Company_Not_ConfiguredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Company_Not_ConfiguredInputs = {};
