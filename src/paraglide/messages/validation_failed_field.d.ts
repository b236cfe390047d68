/**
* | output |
* | --- |
* | "The field {field} is not valid. Please check it and send it again." |
*
* @param {Validation_Failed_FieldInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_failed_field: ((inputs: Validation_Failed_FieldInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Failed_FieldInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Validation_Failed_FieldInputs = {
    field: NonNullable<unknown>;
};
