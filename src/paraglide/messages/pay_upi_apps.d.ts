/**
* | output |
* | --- |
* | "Supported UPI apps" |
*
* @param {Pay_Upi_AppsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_upi_apps: ((inputs?: Pay_Upi_AppsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Upi_AppsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Upi_AppsInputs = {};
