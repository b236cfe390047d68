/**
* | output |
* | --- |
* | "Failed to turn on two-factor sign-in" |
*
* @param {Twofa_Enable_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_enable_failed: ((inputs?: Twofa_Enable_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Enable_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Enable_FailedInputs = {};
