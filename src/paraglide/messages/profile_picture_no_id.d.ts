/**
* | output |
* | --- |
* | "Upload succeeded but no file ID received." |
*
* @param {Profile_Picture_No_IdInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_picture_no_id: ((inputs?: Profile_Picture_No_IdInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Picture_No_IdInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Picture_No_IdInputs = {};
