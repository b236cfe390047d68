/**
* | output |
* | --- |
* | "Turn on your own two-factor sign-in first." |
*
* @param {Security_Require_Own_FirstInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_require_own_first: ((inputs?: Security_Require_Own_FirstInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Require_Own_FirstInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Require_Own_FirstInputs = {};
