/**
* | output |
* | --- |
* | "Approve the selected purchases? Purchases: {count}, {tokens} {symbol} in all. Their tokens will be taken from the remaining supply." |
*
* @param {Bulk_Confirm_ApproveInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const bulk_confirm_approve: ((inputs: Bulk_Confirm_ApproveInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bulk_Confirm_ApproveInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bulk_Confirm_ApproveInputs = {
    count: NonNullable<unknown>;
    tokens: NonNullable<unknown>;
    symbol: NonNullable<unknown>;
};
