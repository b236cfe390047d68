/**
* | output |
* | --- |
* | "Last seen" |
*
* @param {Profile_Sessions_Last_SeenInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_last_seen: ((inputs?: Profile_Sessions_Last_SeenInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Sessions_Last_SeenInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Sessions_Last_SeenInputs = {};
