/**
* | output |
* | --- |
* | "This mobile number is already registered." |
*
* @param {Error_Mobile_Already_RegisteredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_mobile_already_registered: ((inputs?: Error_Mobile_Already_RegisteredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Mobile_Already_RegisteredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Mobile_Already_RegisteredInputs = {};
