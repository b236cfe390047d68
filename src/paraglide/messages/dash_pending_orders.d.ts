/**
* | output |
* | --- |
* | "Pending orders" |
*
* @param {Dash_Pending_OrdersInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_pending_orders: ((inputs?: Dash_Pending_OrdersInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Pending_OrdersInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Pending_OrdersInputs = {};
