/**
* | output |
* | --- |
* | "You do not have access to this." |
*
* @param {Error_No_AccessInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_no_access: ((inputs?: Error_No_AccessInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_No_AccessInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_No_AccessInputs = {};
