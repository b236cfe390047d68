/**
* | output |
* | --- |
* | "UPI ID must look like name@bank (e.g. strtoken@sbi)" |
*
* @param {Beneficiary_Upi_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_upi_invalid: ((inputs?: Beneficiary_Upi_InvalidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beneficiary_Upi_InvalidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beneficiary_Upi_InvalidInputs = {};
