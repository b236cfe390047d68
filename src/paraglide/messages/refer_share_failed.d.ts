/**
* | output |
* | --- |
* | "Could not open sharing. Please copy the link instead." |
*
* @param {Refer_Share_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_share_failed: ((inputs?: Refer_Share_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_Share_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_Share_FailedInputs = {};
