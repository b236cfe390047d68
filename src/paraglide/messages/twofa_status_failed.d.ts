/**
* | output |
* | --- |
* | "Two-factor sign-in could not be loaded. Reload the page to try again." |
*
* @param {Twofa_Status_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_status_failed: ((inputs?: Twofa_Status_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Status_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Status_FailedInputs = {};
