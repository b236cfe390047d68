/**
* | output |
* | --- |
* | "The file is too large. The limit is 5 MB." |
*
* @param {Error_File_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_file_too_large: ((inputs?: Error_File_Too_LargeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_File_Too_LargeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_File_Too_LargeInputs = {};
