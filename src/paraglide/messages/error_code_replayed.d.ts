/**
* | output |
* | --- |
* | "This code has already been used. Wait for the next one." |
*
* @param {Error_Code_ReplayedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_code_replayed: ((inputs?: Error_Code_ReplayedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Code_ReplayedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Code_ReplayedInputs = {};
