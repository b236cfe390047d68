/**
* | output |
* | --- |
* | "UPI ID is required" |
*
* @param {Beneficiary_Upi_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_upi_required: ((inputs?: Beneficiary_Upi_RequiredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beneficiary_Upi_RequiredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beneficiary_Upi_RequiredInputs = {};
