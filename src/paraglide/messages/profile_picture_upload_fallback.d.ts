/**
* | output |
* | --- |
* | "Failed to upload file" |
*
* @param {Profile_Picture_Upload_FallbackInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_picture_upload_fallback: ((inputs?: Profile_Picture_Upload_FallbackInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Picture_Upload_FallbackInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Picture_Upload_FallbackInputs = {};
