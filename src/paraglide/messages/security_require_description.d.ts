/**
* | output |
* | --- |
* | "Admins without an authenticator app are signed out and set one up at their next sign-in." |
*
* @param {Security_Require_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_require_description: ((inputs?: Security_Require_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Require_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Require_DescriptionInputs = {};
