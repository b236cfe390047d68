/**
* | output |
* | --- |
* | "Start a new purchase from {link}." |
*
* @param {Pay_No_Order_BodyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_no_order_body: ((inputs: Pay_No_Order_BodyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_No_Order_BodyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_No_Order_BodyInputs = {
    link: NonNullable<unknown>;
};
