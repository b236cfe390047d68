/**
* | output |
* | --- |
* | "Language" |
*
* @param {Language_Switch_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const language_switch_label: ((inputs?: Language_Switch_LabelInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_Switch_LabelInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Language_Switch_LabelInputs = {};
