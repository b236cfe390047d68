/**
* | output |
* | --- |
* | "This Aadhaar number is not valid: please check the digits." |
*
* @param {After_Aadhaar_ChecksumInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const after_aadhaar_checksum: ((inputs?: After_Aadhaar_ChecksumInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<After_Aadhaar_ChecksumInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type After_Aadhaar_ChecksumInputs = {};
