/**
* | output |
* | --- |
* | "Edit bank details" |
*
* @param {Beneficiary_Edit_BankInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_edit_bank: ((inputs?: Beneficiary_Edit_BankInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beneficiary_Edit_BankInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beneficiary_Edit_BankInputs = {};
