/**
* | output |
* | --- |
* | "Aadhaar Number" |
*
* @param {Profile_AadhaarInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_aadhaar: ((inputs?: Profile_AadhaarInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_AadhaarInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_AadhaarInputs = {};
