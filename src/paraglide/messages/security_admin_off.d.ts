/**
* | output |
* | --- |
* | "Sign in with your password and a code from an authenticator app on your phone, so a stolen password alone is not enough." |
*
* @param {Security_Admin_OffInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_admin_off: ((inputs?: Security_Admin_OffInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Admin_OffInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Admin_OffInputs = {};
