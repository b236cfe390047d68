/**
* | output |
* | --- |
* | "Sign in with a one-time code sent to your email." |
*
* @param {Superadmin_SubtitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const superadmin_subtitle: ((inputs?: Superadmin_SubtitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Superadmin_SubtitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Superadmin_SubtitleInputs = {};
