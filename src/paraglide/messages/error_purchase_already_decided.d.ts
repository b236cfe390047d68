/**
* | output |
* | --- |
* | "This purchase has already been {status}." |
*
* @param {Error_Purchase_Already_DecidedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_purchase_already_decided: ((inputs: Error_Purchase_Already_DecidedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Purchase_Already_DecidedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Purchase_Already_DecidedInputs = {
    status: NonNullable<unknown>;
};
