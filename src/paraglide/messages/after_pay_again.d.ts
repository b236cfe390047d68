/**
* | output |
* | --- |
* | "Pay again" |
*
* @param {After_Pay_AgainInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const after_pay_again: ((inputs?: After_Pay_AgainInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<After_Pay_AgainInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type After_Pay_AgainInputs = {};
