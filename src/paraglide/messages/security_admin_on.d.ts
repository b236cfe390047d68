/**
* | output |
* | --- |
* | "Signing in asks for a code from your authenticator app after your password." |
*
* @param {Security_Admin_OnInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_admin_on: ((inputs?: Security_Admin_OnInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Admin_OnInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Admin_OnInputs = {};
