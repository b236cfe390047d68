/**
* | output |
* | --- |
* | "Reset two-factor sign-in" |
*
* @param {Twofa_Reset_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_reset_title: ((inputs?: Twofa_Reset_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Reset_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Reset_TitleInputs = {};
