/**
* | output |
* | --- |
* | "Failed to submit manual payment." |
*
* @param {Pay_Manual_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_manual_failed: ((inputs?: Pay_Manual_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Manual_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Manual_FailedInputs = {};
