/**
* | output |
* | --- |
* | "Could not load your sessions. Please try again." |
*
* @param {Profile_Sessions_List_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_list_failed: ((inputs?: Profile_Sessions_List_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Sessions_List_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Sessions_List_FailedInputs = {};
