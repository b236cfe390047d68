/**
* | output |
* | --- |
* | "Your company's admin checks the details you registered with (name, mobile, date of birth and Aadhaar) and then verifies your account. You can buy tokens mean..." |
*
* @param {After_Unverified_BodyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const after_unverified_body: ((inputs?: After_Unverified_BodyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<After_Unverified_BodyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type After_Unverified_BodyInputs = {};
