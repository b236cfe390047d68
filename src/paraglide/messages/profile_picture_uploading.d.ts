/**
* | output |
* | --- |
* | "Uploading profile picture" |
*
* @param {Profile_Picture_UploadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_picture_uploading: ((inputs?: Profile_Picture_UploadingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Picture_UploadingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Picture_UploadingInputs = {};
