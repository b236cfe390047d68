/**
* | output |
* | --- |
* | "Upload progress" |
*
* @param {Pay_Upload_ProgressInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_upload_progress: ((inputs?: Pay_Upload_ProgressInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Upload_ProgressInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Upload_ProgressInputs = {};
