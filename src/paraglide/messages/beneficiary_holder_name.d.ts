/**
* | output |
* | --- |
* | "Account Holder Name" |
*
* @param {Beneficiary_Holder_NameInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_holder_name: ((inputs?: Beneficiary_Holder_NameInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beneficiary_Holder_NameInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beneficiary_Holder_NameInputs = {};
