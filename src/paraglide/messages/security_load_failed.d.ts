/**
* | output |
* | --- |
* | "Two-factor sign-in could not be loaded." |
*
* @param {Security_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_load_failed: ((inputs?: Security_Load_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Load_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Load_FailedInputs = {};
