/**
* | output |
* | --- |
* | "Failed to fetch beneficiary" |
*
* @param {Beneficiary_Fetch_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_fetch_failed: ((inputs?: Beneficiary_Fetch_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beneficiary_Fetch_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beneficiary_Fetch_FailedInputs = {};
