/**
* | output |
* | --- |
* | "Account number must be 9 to 18 digits" |
*
* @param {Beneficiary_Account_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_account_invalid: ((inputs?: Beneficiary_Account_InvalidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beneficiary_Account_InvalidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beneficiary_Account_InvalidInputs = {};
