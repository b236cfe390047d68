/**
* | output |
* | --- |
* | "Recovery code" |
*
* @param {Code_Recovery_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const code_recovery_label: ((inputs?: Code_Recovery_LabelInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Code_Recovery_LabelInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Code_Recovery_LabelInputs = {};
