/**
* | output |
* | --- |
* | "Branch name must be at most 100 characters" |
*
* @param {Beneficiary_Branch_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_branch_invalid: ((inputs?: Beneficiary_Branch_InvalidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beneficiary_Branch_InvalidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beneficiary_Branch_InvalidInputs = {};
