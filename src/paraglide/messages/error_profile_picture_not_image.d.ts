/**
* | output |
* | --- |
* | "The profile picture must be an image." |
*
* @param {Error_Profile_Picture_Not_ImageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_profile_picture_not_image: ((inputs?: Error_Profile_Picture_Not_ImageInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Profile_Picture_Not_ImageInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Profile_Picture_Not_ImageInputs = {};
