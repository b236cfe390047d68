/**
* | output |
* | --- |
* | "IFSC Code" |
*
* @param {Pay_IfscInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_ifsc: ((inputs?: Pay_IfscInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_IfscInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_IfscInputs = {};
