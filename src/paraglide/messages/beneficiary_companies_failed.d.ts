/**
* | output |
* | --- |
* | "Failed to fetch companies" |
*
* @param {Beneficiary_Companies_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_companies_failed: ((inputs?: Beneficiary_Companies_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beneficiary_Companies_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beneficiary_Companies_FailedInputs = {};
