/**
* | output |
* | --- |
* | "Check who is asking before you reset: their authenticator and recovery codes are deleted and every session of theirs ends. They sign in again with their pass..." |
*
* @param {Twofa_Reset_WarningInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_reset_warning: ((inputs?: Twofa_Reset_WarningInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Reset_WarningInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Reset_WarningInputs = {};
