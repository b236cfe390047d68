/**
* | output |
* | --- |
* | "{bank} (A/c ending {last4})" |
*
* @param {Pay_Bank_OptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_bank_option: ((inputs: Pay_Bank_OptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Bank_OptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Bank_OptionInputs = {
    bank: NonNullable<unknown>;
    last4: NonNullable<unknown>;
};
