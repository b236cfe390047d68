/**
* | output |
* | --- |
* | "Uploading... {percent}%" |
*
* @param {Pay_UploadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_uploading: ((inputs: Pay_UploadingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_UploadingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_UploadingInputs = {
    percent: NonNullable<unknown>;
};
