/**
* | output |
* | --- |
* | "Only image files are accepted." |
*
* @param {Profile_Picture_Images_OnlyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_picture_images_only: ((inputs?: Profile_Picture_Images_OnlyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Picture_Images_OnlyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Picture_Images_OnlyInputs = {};
