/**
* | output |
* | --- |
* | "12-digit Aadhaar number" |
*
* @param {Profile_Aadhaar_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_aadhaar_placeholder: ((inputs?: Profile_Aadhaar_PlaceholderInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Aadhaar_PlaceholderInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Aadhaar_PlaceholderInputs = {};
