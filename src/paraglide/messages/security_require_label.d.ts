/**
* | output |
* | --- |
* | "Require two-factor sign-in for all admins" |
*
* @param {Security_Require_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_require_label: ((inputs?: Security_Require_LabelInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Require_LabelInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Require_LabelInputs = {};
