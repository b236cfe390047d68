/**
* | output |
* | --- |
* | "Please choose a file to upload." |
*
* @param {Error_File_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_file_required: ((inputs?: Error_File_RequiredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_File_RequiredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_File_RequiredInputs = {};
