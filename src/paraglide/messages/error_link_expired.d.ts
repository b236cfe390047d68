/**
* | output |
* | --- |
* | "This link has expired. Please reopen the file." |
*
* @param {Error_Link_ExpiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_link_expired: ((inputs?: Error_Link_ExpiredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Link_ExpiredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Link_ExpiredInputs = {};
