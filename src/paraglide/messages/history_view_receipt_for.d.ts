/**
* | output |
* | --- |
* | "View receipt for {id}" |
*
* @param {History_View_Receipt_ForInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_view_receipt_for: ((inputs: History_View_Receipt_ForInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<History_View_Receipt_ForInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type History_View_Receipt_ForInputs = {
    id: NonNullable<unknown>;
};
