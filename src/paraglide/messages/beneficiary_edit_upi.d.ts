/**
* | output |
* | --- |
* | "Edit UPI ID" |
*
* @param {Beneficiary_Edit_UpiInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_edit_upi: ((inputs?: Beneficiary_Edit_UpiInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beneficiary_Edit_UpiInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beneficiary_Edit_UpiInputs = {};
