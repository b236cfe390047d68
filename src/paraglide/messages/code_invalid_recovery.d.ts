/**
* | output |
* | --- |
* | "A recovery code looks like abcde-fghij." |
*
* @param {Code_Invalid_RecoveryInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const code_invalid_recovery: ((inputs?: Code_Invalid_RecoveryInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Code_Invalid_RecoveryInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Code_Invalid_RecoveryInputs = {};
