/**
* | output |
* | --- |
* | "Require it" |
*
* @param {Security_Require_ConfirmInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_require_confirm: ((inputs?: Security_Require_ConfirmInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Require_ConfirmInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Require_ConfirmInputs = {};
