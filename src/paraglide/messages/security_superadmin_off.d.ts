/**
* | output |
* | --- |
* | "Set up an authenticator app to sign in with its code instead of waiting for an emailed code. Emailed codes keep working." |
*
* @param {Security_Superadmin_OffInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_superadmin_off: ((inputs?: Security_Superadmin_OffInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Superadmin_OffInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Superadmin_OffInputs = {};
