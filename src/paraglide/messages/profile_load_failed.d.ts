/**
* | output |
* | --- |
* | "Failed to retrieve user profile" |
*
* @param {Profile_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_load_failed: ((inputs?: Profile_Load_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Load_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Load_FailedInputs = {};
