/**
* | output |
* | --- |
* | "Choose Manual when you pay {amount} by an arrangement made with the company. The order is recorded as pending until an admin confirms your payment." |
*
* @param {Pay_Manual_IntroInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_manual_intro: ((inputs: Pay_Manual_IntroInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Manual_IntroInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Manual_IntroInputs = {
    amount: NonNullable<unknown>;
};
