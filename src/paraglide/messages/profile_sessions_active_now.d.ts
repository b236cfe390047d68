/**
* | output |
* | --- |
* | "Active now" |
*
* @param {Profile_Sessions_Active_NowInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_active_now: ((inputs?: Profile_Sessions_Active_NowInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Sessions_Active_NowInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Sessions_Active_NowInputs = {};
