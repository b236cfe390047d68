/**
* | output |
* | --- |
* | "Too many wrong codes. Please log in again." |
*
* @param {Error_Too_Many_Wrong_CodesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_too_many_wrong_codes: ((inputs?: Error_Too_Many_Wrong_CodesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Too_Many_Wrong_CodesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Too_Many_Wrong_CodesInputs = {};
