/**
* | output |
* | --- |
* | "Paying from another phone? Scan this code." |
*
* @param {Pay_Scan_Other_PhoneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_scan_other_phone: ((inputs?: Pay_Scan_Other_PhoneInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Scan_Other_PhoneInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Scan_Other_PhoneInputs = {};
