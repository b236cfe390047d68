/**
* | output |
* | --- |
* | "Too many files in one request." |
*
* @param {Error_Too_Many_FilesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_too_many_files: ((inputs?: Error_Too_Many_FilesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Too_Many_FilesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Too_Many_FilesInputs = {};
