/**
* | output |
* | --- |
* | "Welcome back. Sign in to your account." |
*
* @param {Login_SubtitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const login_subtitle: ((inputs?: Login_SubtitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Login_SubtitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Login_SubtitleInputs = {};
