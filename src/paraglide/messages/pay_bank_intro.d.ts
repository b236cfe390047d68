/**
* | output |
* | --- |
* | "Transfer {amount} to the account below by NEFT, RTGS or IMPS, then press PAY to send the transaction proof." |
*
* @param {Pay_Bank_IntroInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_bank_intro: ((inputs: Pay_Bank_IntroInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Bank_IntroInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Bank_IntroInputs = {
    amount: NonNullable<unknown>;
};
