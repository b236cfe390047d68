/**
* | output |
* | --- |
* | "The upload could not be read. Please choose the file again." |
*
* @param {Error_Upload_UnreadableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_upload_unreadable: ((inputs?: Error_Upload_UnreadableInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Upload_UnreadableInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Upload_UnreadableInputs = {};
