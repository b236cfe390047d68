/**
* | output |
* | --- |
* | "Turn on and sign in" |
*
* @param {Twofa_Enrol_ConfirmInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_enrol_confirm: ((inputs?: Twofa_Enrol_ConfirmInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Enrol_ConfirmInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Enrol_ConfirmInputs = {};
