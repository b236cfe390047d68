/**
* | output |
* | --- |
* | "Please enter a valid 12-digit Aadhaar number." |
*
* @param {Error_Aadhaar_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_aadhaar_invalid: ((inputs?: Error_Aadhaar_InvalidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Aadhaar_InvalidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Aadhaar_InvalidInputs = {};
