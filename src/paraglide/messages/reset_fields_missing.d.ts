/**
* | output |
* | --- |
* | "Please fill in all fields." |
*
* @param {Reset_Fields_MissingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const reset_fields_missing: ((inputs?: Reset_Fields_MissingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reset_Fields_MissingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reset_Fields_MissingInputs = {};
