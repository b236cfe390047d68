/**
* | output |
* | --- |
* | "IFSC code is required" |
*
* @param {Beneficiary_Ifsc_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_ifsc_required: ((inputs?: Beneficiary_Ifsc_RequiredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beneficiary_Ifsc_RequiredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beneficiary_Ifsc_RequiredInputs = {};
