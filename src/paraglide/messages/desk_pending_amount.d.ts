/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Desk_Pending_AmountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const desk_pending_amount: ((inputs?: Desk_Pending_AmountInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Desk_Pending_AmountInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Desk_Pending_AmountInputs = {};
