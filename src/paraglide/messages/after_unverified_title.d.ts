/**
* | output |
* | --- |
* | "Your account is not verified yet" |
*
* @param {After_Unverified_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const after_unverified_title: ((inputs?: After_Unverified_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<After_Unverified_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type After_Unverified_TitleInputs = {};
