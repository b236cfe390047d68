/**
* | output |
* | --- |
* | "Only images (PNG, JPEG, GIF, WebP), PDF, DOC and DOCX files are allowed." |
*
* @param {Error_File_Type_UnsupportedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_file_type_unsupported: ((inputs?: Error_File_Type_UnsupportedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_File_Type_UnsupportedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_File_Type_UnsupportedInputs = {};
