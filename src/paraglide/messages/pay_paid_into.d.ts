/**
* | output |
* | --- |
* | "Paid into: {bank}" |
*
* @param {Pay_Paid_IntoInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_paid_into: ((inputs: Pay_Paid_IntoInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Paid_IntoInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Paid_IntoInputs = {
    bank: NonNullable<unknown>;
};
