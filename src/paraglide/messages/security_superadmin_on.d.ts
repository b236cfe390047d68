/**
* | output |
* | --- |
* | "You can sign in with a code from your authenticator app instead of waiting for an emailed code." |
*
* @param {Security_Superadmin_OnInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_superadmin_on: ((inputs?: Security_Superadmin_OnInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Superadmin_OnInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Superadmin_OnInputs = {};
