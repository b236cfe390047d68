/**
* | output |
* | --- |
* | "Company Pvt Ltd" |
*
* @param {Beneficiary_Holder_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_holder_placeholder: ((inputs?: Beneficiary_Holder_PlaceholderInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beneficiary_Holder_PlaceholderInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beneficiary_Holder_PlaceholderInputs = {};
