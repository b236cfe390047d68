/**
* | output |
* | --- |
* | "View receipt of {id}" |
*
* @param {History_Ledger_View_Receipt_OfInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_ledger_view_receipt_of: ((inputs: History_Ledger_View_Receipt_OfInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<History_Ledger_View_Receipt_OfInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type History_Ledger_View_Receipt_OfInputs = {
    id: NonNullable<unknown>;
};
