/**
* | output |
* | --- |
* | "Your order is pending verification: an admin checks your payment and then adds the tokens to your balance." |
*
* @param {Pay_Submitted_BodyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_submitted_body: ((inputs?: Pay_Submitted_BodyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Submitted_BodyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Submitted_BodyInputs = {};
