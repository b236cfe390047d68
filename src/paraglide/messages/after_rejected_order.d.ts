/**
* | output |
* | --- |
* | "Order #{id} · {amount}" |
*
* @param {After_Rejected_OrderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const after_rejected_order: ((inputs: After_Rejected_OrderInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<After_Rejected_OrderInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type After_Rejected_OrderInputs = {
    id: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
