/**
* | output |
* | --- |
* | "Reload the page to try again." |
*
* @param {Beneficiary_Reload_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_reload_hint: ((inputs?: Beneficiary_Reload_HintInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beneficiary_Reload_HintInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beneficiary_Reload_HintInputs = {};
