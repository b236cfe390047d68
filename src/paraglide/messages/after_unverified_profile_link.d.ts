/**
* | output |
* | --- |
* | "complete your profile" |
*
* @param {After_Unverified_Profile_LinkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const after_unverified_profile_link: ((inputs?: After_Unverified_Profile_LinkInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<After_Unverified_Profile_LinkInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type After_Unverified_Profile_LinkInputs = {};
