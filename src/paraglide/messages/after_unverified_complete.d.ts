/**
* | output |
* | --- |
* | "Add your date of birth and Aadhaar number so the admin can verify you:" |
*
* @param {After_Unverified_CompleteInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const after_unverified_complete: ((inputs?: After_Unverified_CompleteInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<After_Unverified_CompleteInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type After_Unverified_CompleteInputs = {};
