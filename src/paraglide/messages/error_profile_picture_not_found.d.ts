/**
* | output |
* | --- |
* | "The profile picture was not found. Please upload it again." |
*
* @param {Error_Profile_Picture_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_profile_picture_not_found: ((inputs?: Error_Profile_Picture_Not_FoundInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Profile_Picture_Not_FoundInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Profile_Picture_Not_FoundInputs = {};
