/**
* | output |
* | --- |
* | "Continue to the dashboard" |
*
* @param {Twofa_Enrol_DoneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_enrol_done: ((inputs?: Twofa_Enrol_DoneInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Enrol_DoneInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Enrol_DoneInputs = {};
