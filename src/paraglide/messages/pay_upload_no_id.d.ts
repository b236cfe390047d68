/**
* | output |
* | --- |
* | "File upload failed for proof." |
*
* @param {Pay_Upload_No_IdInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_upload_no_id: ((inputs?: Pay_Upload_No_IdInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Upload_No_IdInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Upload_No_IdInputs = {};
