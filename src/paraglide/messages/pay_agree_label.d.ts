/**
* | output |
* | --- |
* | "I have read and agree to the {link}" |
*
* @param {Pay_Agree_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_agree_label: ((inputs: Pay_Agree_LabelInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Agree_LabelInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Agree_LabelInputs = {
    link: NonNullable<unknown>;
};
