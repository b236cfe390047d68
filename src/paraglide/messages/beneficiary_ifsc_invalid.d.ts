/**
* | output |
* | --- |
* | "IFSC code must be 4 letters, then 0, then 6 letters or digits (e.g. SBIN0001234)" |
*
* @param {Beneficiary_Ifsc_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_ifsc_invalid: ((inputs?: Beneficiary_Ifsc_InvalidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beneficiary_Ifsc_InvalidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beneficiary_Ifsc_InvalidInputs = {};
