/**
* | output |
* | --- |
* | "Bank account details" |
*
* @param {Pay_Bank_Details_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_bank_details_label: ((inputs?: Pay_Bank_Details_LabelInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Bank_Details_LabelInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Bank_Details_LabelInputs = {};
