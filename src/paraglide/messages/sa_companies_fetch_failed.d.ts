/**
* | output |
* | --- |
* | "Failed to fetch companies" |
*
* @param {Sa_Companies_Fetch_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_fetch_failed: ((inputs?: Sa_Companies_Fetch_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Companies_Fetch_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Companies_Fetch_FailedInputs = {};
