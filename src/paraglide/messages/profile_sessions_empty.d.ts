/**
* | output |
* | --- |
* | "No active sessions." |
*
* @param {Profile_Sessions_EmptyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_empty: ((inputs?: Profile_Sessions_EmptyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Sessions_EmptyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Sessions_EmptyInputs = {};
