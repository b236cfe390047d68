/**
* | output |
* | --- |
* | "One of the ten codes you saved when you turned on two-factor sign-in. Each works once." |
*
* @param {Code_Recovery_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const code_recovery_description: ((inputs?: Code_Recovery_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Code_Recovery_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Code_Recovery_DescriptionInputs = {};
