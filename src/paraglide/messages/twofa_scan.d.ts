/**
* | output |
* | --- |
* | "Scan this QR code with an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password or similar), then enter the code it shows." |
*
* @param {Twofa_ScanInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_scan: ((inputs?: Twofa_ScanInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_ScanInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_ScanInputs = {};
