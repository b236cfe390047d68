/**
* | output |
* | --- |
* | "Order details" |
*
* @param {Pay_Order_Details_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_order_details_label: ((inputs?: Pay_Order_Details_LabelInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Order_Details_LabelInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Order_Details_LabelInputs = {};
