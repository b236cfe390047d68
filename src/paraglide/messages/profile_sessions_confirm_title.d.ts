/**
* | output |
* | --- |
* | "Sign out all other sessions?" |
*
* @param {Profile_Sessions_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_confirm_title: ((inputs?: Profile_Sessions_Confirm_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Sessions_Confirm_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Sessions_Confirm_TitleInputs = {};
