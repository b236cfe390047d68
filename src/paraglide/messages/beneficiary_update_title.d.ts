/**
* | output |
* | --- |
* | "Update Beneficiary" |
*
* @param {Beneficiary_Update_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_update_title: ((inputs?: Beneficiary_Update_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beneficiary_Update_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beneficiary_Update_TitleInputs = {};
