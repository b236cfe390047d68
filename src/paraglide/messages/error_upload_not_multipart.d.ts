/**
* | output |
* | --- |
* | "Please upload the file as multipart/form-data under the field medias." |
*
* @param {Error_Upload_Not_MultipartInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_upload_not_multipart: ((inputs?: Error_Upload_Not_MultipartInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Upload_Not_MultipartInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Upload_Not_MultipartInputs = {};
