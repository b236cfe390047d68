/**
* | output |
* | --- |
* | "Please upload a transaction file before submitting." |
*
* @param {Error_Receipt_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_receipt_required: ((inputs?: Error_Receipt_RequiredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Receipt_RequiredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Receipt_RequiredInputs = {};
