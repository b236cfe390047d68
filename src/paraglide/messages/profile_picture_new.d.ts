/**
* | output |
* | --- |
* | "New picture uploaded. Save Changes to keep it." |
*
* @param {Profile_Picture_NewInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_picture_new: ((inputs?: Profile_Picture_NewInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Picture_NewInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Picture_NewInputs = {};
