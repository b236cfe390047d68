/**
* | output |
* | --- |
* | "Loading your sessions..." |
*
* @param {Profile_Sessions_LoadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_loading: ((inputs?: Profile_Sessions_LoadingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Sessions_LoadingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Sessions_LoadingInputs = {};
