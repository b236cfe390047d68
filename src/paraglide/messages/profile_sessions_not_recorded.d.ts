/**
* | output |
* | --- |
* | "Not recorded" |
*
* @param {Profile_Sessions_Not_RecordedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_not_recorded: ((inputs?: Profile_Sessions_Not_RecordedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Sessions_Not_RecordedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Sessions_Not_RecordedInputs = {};
