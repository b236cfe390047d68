/**
* | output |
* | --- |
* | "Beneficiary updated successfully" |
*
* @param {Done_Beneficiary_UpdatedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_beneficiary_updated: ((inputs?: Done_Beneficiary_UpdatedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Done_Beneficiary_UpdatedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Done_Beneficiary_UpdatedInputs = {};
