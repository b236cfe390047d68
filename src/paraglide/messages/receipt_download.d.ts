/**
* | output |
* | --- |
* | "Download receipt" |
*
* @param {Receipt_DownloadInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_download: ((inputs?: Receipt_DownloadInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_DownloadInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_DownloadInputs = {};
