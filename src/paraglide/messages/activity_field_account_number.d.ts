/**
* | output |
* | --- |
* | "Account number" |
*
* @param {Activity_Field_Account_NumberInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_field_account_number: ((inputs?: Activity_Field_Account_NumberInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Field_Account_NumberInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Field_Account_NumberInputs = {};
