/**
* | output |
* | --- |
* | "File not found." |
*
* @param {Error_File_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_file_not_found: ((inputs?: Error_File_Not_FoundInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_File_Not_FoundInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_File_Not_FoundInputs = {};
