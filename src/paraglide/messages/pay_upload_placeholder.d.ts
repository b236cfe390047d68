/**
* | output |
* | --- |
* | "Choose an image, PDF or Word file" |
*
* @param {Pay_Upload_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_upload_placeholder: ((inputs?: Pay_Upload_PlaceholderInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Upload_PlaceholderInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Upload_PlaceholderInputs = {};
