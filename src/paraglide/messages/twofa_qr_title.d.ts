/**
* | output |
* | --- |
* | "QR code for your authenticator app" |
*
* @param {Twofa_Qr_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_qr_title: ((inputs?: Twofa_Qr_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Qr_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Qr_TitleInputs = {};
