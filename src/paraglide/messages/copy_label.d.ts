/**
* | output |
* | --- |
* | "Copy {label}" |
*
* @param {Copy_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const copy_label: ((inputs: Copy_LabelInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Copy_LabelInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Copy_LabelInputs = {
    label: NonNullable<unknown>;
};
