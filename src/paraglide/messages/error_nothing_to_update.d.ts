/**
* | output |
* | --- |
* | "Nothing to update." |
*
* @param {Error_Nothing_To_UpdateInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_nothing_to_update: ((inputs?: Error_Nothing_To_UpdateInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Nothing_To_UpdateInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Nothing_To_UpdateInputs = {};
