/**
* | output |
* | --- |
* | "Failed to fetch referral details" |
*
* @param {Refer_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_load_failed: ((inputs?: Refer_Load_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_Load_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_Load_FailedInputs = {};
