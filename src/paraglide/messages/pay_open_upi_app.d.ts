/**
* | output |
* | --- |
* | "Open UPI app" |
*
* @param {Pay_Open_Upi_AppInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_open_upi_app: ((inputs?: Pay_Open_Upi_AppInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Open_Upi_AppInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Open_Upi_AppInputs = {};
