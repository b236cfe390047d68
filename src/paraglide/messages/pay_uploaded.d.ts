/**
* | output |
* | --- |
* | "File uploaded." |
*
* @param {Pay_UploadedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_uploaded: ((inputs?: Pay_UploadedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_UploadedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_UploadedInputs = {};
