/**
* | output |
* | --- |
* | "Scan to register with your Member ID" |
*
* @param {Refer_Qr_CaptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_qr_caption: ((inputs?: Refer_Qr_CaptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_Qr_CaptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_Qr_CaptionInputs = {};
