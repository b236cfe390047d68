/**
* | output |
* | --- |
* | "Please agree to the privacy policy to proceed." |
*
* @param {Pay_Agree_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_agree_required: ((inputs?: Pay_Agree_RequiredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Agree_RequiredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Agree_RequiredInputs = {};
