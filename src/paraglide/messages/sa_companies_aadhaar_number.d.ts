/**
* | output |
* | --- |
* | "Aadhaar Number" |
*
* @param {Sa_Companies_Aadhaar_NumberInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_aadhaar_number: ((inputs?: Sa_Companies_Aadhaar_NumberInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Companies_Aadhaar_NumberInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Companies_Aadhaar_NumberInputs = {};
