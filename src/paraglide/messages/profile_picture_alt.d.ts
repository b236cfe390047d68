/**
* | output |
* | --- |
* | "Your profile picture" |
*
* @param {Profile_Picture_AltInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_picture_alt: ((inputs?: Profile_Picture_AltInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Picture_AltInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Picture_AltInputs = {};
