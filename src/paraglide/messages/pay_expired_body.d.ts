/**
* | output |
* | --- |
* | "The 15 minutes to pay for order {order} are over, so it can no longer be paid. Start a new order for the same amount." |
*
* @param {Pay_Expired_BodyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_expired_body: ((inputs: Pay_Expired_BodyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Expired_BodyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Expired_BodyInputs = {
    order: NonNullable<unknown>;
};
