/**
* | output |
* | --- |
* | "Every admin of the company will need an authenticator app. Admins who have none are signed out now and set one up at their next sign-in." |
*
* @param {Security_Require_MessageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_require_message: ((inputs?: Security_Require_MessageInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Require_MessageInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Require_MessageInputs = {};
