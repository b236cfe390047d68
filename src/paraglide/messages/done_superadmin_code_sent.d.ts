/**
* | output |
* | --- |
* | "If this email belongs to a super admin, a code has been sent." |
*
* @param {Done_Superadmin_Code_SentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_superadmin_code_sent: ((inputs?: Done_Superadmin_Code_SentInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Done_Superadmin_Code_SentInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Done_Superadmin_Code_SentInputs = {};
