/**
* | output |
* | --- |
* | "This is already your mobile number." |
*
* @param {Error_Same_MobileInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_same_mobile: ((inputs?: Error_Same_MobileInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Same_MobileInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Same_MobileInputs = {};
