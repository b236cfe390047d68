/**
* | output |
* | --- |
* | "QR code of your referral link" |
*
* @param {Refer_Qr_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_qr_title: ((inputs?: Refer_Qr_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_Qr_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_Qr_TitleInputs = {};
