/**
* | output |
* | --- |
* | "Could not download the receipt" |
*
* @param {Receipt_Download_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_download_failed: ((inputs?: Receipt_Download_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Download_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_Download_FailedInputs = {};
