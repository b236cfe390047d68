/**
* | output |
* | --- |
* | "IFSC Code" |
*
* @param {Beneficiary_Ifsc_CodeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_ifsc_code: ((inputs?: Beneficiary_Ifsc_CodeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beneficiary_Ifsc_CodeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beneficiary_Ifsc_CodeInputs = {};
