/**
* | output |
* | --- |
* | "Sign out others" |
*
* @param {Profile_Sessions_ConfirmInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_confirm: ((inputs?: Profile_Sessions_ConfirmInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Sessions_ConfirmInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Sessions_ConfirmInputs = {};
