/**
* | output |
* | --- |
* | "Could not copy the {label}. Please copy it by hand." |
*
* @param {Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const copy_failed: ((inputs: Copy_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Copy_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Copy_FailedInputs = {
    label: NonNullable<unknown>;
};
