/**
* | output |
* | --- |
* | "The service is briefly unavailable. Please try again in a moment." |
*
* @param {Error_Service_UnavailableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_service_unavailable: ((inputs?: Error_Service_UnavailableInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Service_UnavailableInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Service_UnavailableInputs = {};
