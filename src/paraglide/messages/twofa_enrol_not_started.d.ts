/**
* | output |
* | --- |
* | "The setup could not start." |
*
* @param {Twofa_Enrol_Not_StartedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_enrol_not_started: ((inputs?: Twofa_Enrol_Not_StartedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Enrol_Not_StartedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Enrol_Not_StartedInputs = {};
