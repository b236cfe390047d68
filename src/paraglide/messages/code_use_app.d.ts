/**
* | output |
* | --- |
* | "Use the authenticator app instead" |
*
* @param {Code_Use_AppInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const code_use_app: ((inputs?: Code_Use_AppInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Code_Use_AppInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Code_Use_AppInputs = {};
