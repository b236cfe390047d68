/**
* | output |
* | --- |
* | "Admin email is required" |
*
* @param {Twofa_Reset_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_reset_email_required: ((inputs?: Twofa_Reset_Email_RequiredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Reset_Email_RequiredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Reset_Email_RequiredInputs = {};
