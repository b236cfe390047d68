/**
* | output |
* | --- |
* | "Pick the company again or reload the page." |
*
* @param {Beneficiary_Pick_Again_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_pick_again_hint: ((inputs?: Beneficiary_Pick_Again_HintInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beneficiary_Pick_Again_HintInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beneficiary_Pick_Again_HintInputs = {};
