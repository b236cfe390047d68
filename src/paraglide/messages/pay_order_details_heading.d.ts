/**
* | output |
* | --- |
* | "ORDER DETAILS" |
*
* @param {Pay_Order_Details_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_order_details_heading: ((inputs?: Pay_Order_Details_HeadingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Order_Details_HeadingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Order_Details_HeadingInputs = {};
