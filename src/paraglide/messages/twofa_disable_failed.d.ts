/**
* | output |
* | --- |
* | "Failed to turn off two-factor sign-in" |
*
* @param {Twofa_Disable_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_disable_failed: ((inputs?: Twofa_Disable_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Disable_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Disable_FailedInputs = {};
