/**
* | output |
* | --- |
* | "Failed to reset two-factor sign-in" |
*
* @param {Sa_Companies_Reset_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_reset_failed: ((inputs?: Sa_Companies_Reset_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Companies_Reset_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Companies_Reset_FailedInputs = {};
