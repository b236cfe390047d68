/**
* | output |
* | --- |
* | "Transaction Manage" |
*
* @param {Nav_Transaction_ManageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_transaction_manage: ((inputs?: Nav_Transaction_ManageInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Transaction_ManageInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Transaction_ManageInputs = {};
