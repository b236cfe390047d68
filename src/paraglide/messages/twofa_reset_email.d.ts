/**
* | output |
* | --- |
* | "Admin email" |
*
* @param {Twofa_Reset_EmailInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_reset_email: ((inputs?: Twofa_Reset_EmailInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Reset_EmailInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Reset_EmailInputs = {};
