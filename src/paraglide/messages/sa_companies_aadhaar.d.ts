/**
* | output |
* | --- |
* | "Aadhaar" |
*
* @param {Sa_Companies_AadhaarInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_aadhaar: ((inputs?: Sa_Companies_AadhaarInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Companies_AadhaarInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Companies_AadhaarInputs = {};
