/**
* | output |
* | --- |
* | "Payment process cancelled." |
*
* @param {Pay_CancelledInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_cancelled: ((inputs?: Pay_CancelledInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_CancelledInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_CancelledInputs = {};
