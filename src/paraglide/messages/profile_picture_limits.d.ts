/**
* | output |
* | --- |
* | "PNG, JPEG, GIF or WebP, at most 5 MB" |
*
* @param {Profile_Picture_LimitsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_picture_limits: ((inputs?: Profile_Picture_LimitsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Picture_LimitsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Picture_LimitsInputs = {};
