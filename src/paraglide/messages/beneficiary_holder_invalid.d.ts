/**
* | output |
* | --- |
* | "Account holder name must be at most 100 characters, without control, invisible or text-direction characters" |
*
* @param {Beneficiary_Holder_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_holder_invalid: ((inputs?: Beneficiary_Holder_InvalidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beneficiary_Holder_InvalidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beneficiary_Holder_InvalidInputs = {};
