/**
* | output |
* | --- |
* | "Connaught Place, New Delhi" |
*
* @param {Beneficiary_Branch_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_branch_placeholder: ((inputs?: Beneficiary_Branch_PlaceholderInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beneficiary_Branch_PlaceholderInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beneficiary_Branch_PlaceholderInputs = {};
