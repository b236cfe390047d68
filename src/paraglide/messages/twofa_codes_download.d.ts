/**
* | output |
* | --- |
* | "Download (.txt)" |
*
* @param {Twofa_Codes_DownloadInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_codes_download: ((inputs?: Twofa_Codes_DownloadInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Codes_DownloadInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Codes_DownloadInputs = {};
