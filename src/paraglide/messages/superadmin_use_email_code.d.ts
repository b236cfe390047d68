/**
* | output |
* | --- |
* | "Use an emailed code instead" |
*
* @param {Superadmin_Use_Email_CodeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const superadmin_use_email_code: ((inputs?: Superadmin_Use_Email_CodeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Superadmin_Use_Email_CodeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Superadmin_Use_Email_CodeInputs = {};
