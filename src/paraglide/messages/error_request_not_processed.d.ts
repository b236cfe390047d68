/**
* | output |
* | --- |
* | "The request could not be processed." |
*
* @param {Error_Request_Not_ProcessedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_request_not_processed: ((inputs?: Error_Request_Not_ProcessedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Request_Not_ProcessedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Request_Not_ProcessedInputs = {};
