/**
* | output |
* | --- |
* | "The request is too large." |
*
* @param {Error_Request_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_request_too_large: ((inputs?: Error_Request_Too_LargeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Request_Too_LargeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Request_Too_LargeInputs = {};
