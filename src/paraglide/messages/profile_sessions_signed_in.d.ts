/**
* | output |
* | --- |
* | "Signed in" |
*
* @param {Profile_Sessions_Signed_InInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_signed_in: ((inputs?: Profile_Sessions_Signed_InInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Sessions_Signed_InInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Sessions_Signed_InInputs = {};
