/**
* | output |
* | --- |
* | "Download receipt for {id}" |
*
* @param {Receipt_Download_ForInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_download_for: ((inputs: Receipt_Download_ForInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Download_ForInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_Download_ForInputs = {
    id: NonNullable<unknown>;
};
