/**
* | output |
* | --- |
* | "This sign-in has expired. Please log in again." |
*
* @param {Error_Challenge_ExpiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_challenge_expired: ((inputs?: Error_Challenge_ExpiredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Challenge_ExpiredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Challenge_ExpiredInputs = {};
