/**
* | output |
* | --- |
* | "Too many parts in one request." |
*
* @param {Error_Too_Many_PartsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_too_many_parts: ((inputs?: Error_Too_Many_PartsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Too_Many_PartsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Too_Many_PartsInputs = {};
