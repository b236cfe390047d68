/**
* | output |
* | --- |
* | "Failed to submit token purchase" |
*
* @param {Pay_Submit_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_submit_failed: ((inputs?: Pay_Submit_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Submit_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Submit_FailedInputs = {};
