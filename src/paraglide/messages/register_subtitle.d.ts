/**
* | output |
* | --- |
* | "Create your account with a code sent to your email and mobile." |
*
* @param {Register_SubtitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_subtitle: ((inputs?: Register_SubtitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_SubtitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_SubtitleInputs = {};
