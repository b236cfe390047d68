/**
* | output |
* | --- |
* | "Preparing your setup key" |
*
* @param {Twofa_Enrol_PreparingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_enrol_preparing: ((inputs?: Twofa_Enrol_PreparingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Enrol_PreparingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Enrol_PreparingInputs = {};
