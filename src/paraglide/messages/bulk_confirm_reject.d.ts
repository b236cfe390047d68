/**
* | output |
* | --- |
* | "Reject the selected purchases? Purchases: {count}. This cannot be undone; each member reads the reason in their history." |
*
* @param {Bulk_Confirm_RejectInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const bulk_confirm_reject: ((inputs: Bulk_Confirm_RejectInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bulk_Confirm_RejectInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bulk_Confirm_RejectInputs = {
    count: NonNullable<unknown>;
};
