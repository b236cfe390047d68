/**
* | output |
* | --- |
* | "Change profile picture" |
*
* @param {Profile_Picture_ChangeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_picture_change: ((inputs?: Profile_Picture_ChangeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Picture_ChangeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Picture_ChangeInputs = {};
