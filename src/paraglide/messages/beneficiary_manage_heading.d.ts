/**
* | output |
* | --- |
* | "Manage Beneficiary" |
*
* @param {Beneficiary_Manage_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_manage_heading: ((inputs?: Beneficiary_Manage_HeadingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beneficiary_Manage_HeadingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beneficiary_Manage_HeadingInputs = {};
