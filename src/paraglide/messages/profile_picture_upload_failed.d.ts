/**
* | output |
* | --- |
* | "Profile picture upload failed." |
*
* @param {Profile_Picture_Upload_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_picture_upload_failed: ((inputs?: Profile_Picture_Upload_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Picture_Upload_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Picture_Upload_FailedInputs = {};
