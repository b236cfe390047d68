/**
* | output |
* | --- |
* | "Name cannot contain control, invisible or text-direction characters." |
*
* @param {Rule_NameInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const rule_name: ((inputs?: Rule_NameInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rule_NameInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rule_NameInputs = {};
