/**
* | output |
* | --- |
* | "Failed to sign out the other sessions" |
*
* @param {Profile_Sessions_Revoke_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_revoke_failed: ((inputs?: Profile_Sessions_Revoke_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Sessions_Revoke_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Sessions_Revoke_FailedInputs = {};
