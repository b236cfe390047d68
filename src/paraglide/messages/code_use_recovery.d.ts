/**
* | output |
* | --- |
* | "Use a recovery code instead" |
*
* @param {Code_Use_RecoveryInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const code_use_recovery: ((inputs?: Code_Use_RecoveryInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Code_Use_RecoveryInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Code_Use_RecoveryInputs = {};
