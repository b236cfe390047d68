/**
* | output |
* | --- |
* | "Profile updated successfully" |
*
* @param {Done_Profile_UpdatedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_profile_updated: ((inputs?: Done_Profile_UpdatedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Done_Profile_UpdatedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Done_Profile_UpdatedInputs = {};
