/**
* | output |
* | --- |
* | "The address is not valid." |
*
* @param {Error_Invalid_AddressInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_invalid_address: ((inputs?: Error_Invalid_AddressInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Invalid_AddressInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Invalid_AddressInputs = {};
