/**
* | output |
* | --- |
* | "Please agree to the privacy & policy to proceed." |
*
* @param {Pay_Agree_Required_UpiInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_agree_required_upi: ((inputs?: Pay_Agree_Required_UpiInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Agree_Required_UpiInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Agree_Required_UpiInputs = {};
