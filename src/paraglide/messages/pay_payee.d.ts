/**
* | output |
* | --- |
* | "Payee: {name}" |
*
* @param {Pay_PayeeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_payee: ((inputs: Pay_PayeeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_PayeeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_PayeeInputs = {
    name: NonNullable<unknown>;
};
