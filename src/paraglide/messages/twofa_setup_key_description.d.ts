/**
* | output |
* | --- |
* | "Cannot scan it? Type this key into the app instead (time-based)." |
*
* @param {Twofa_Setup_Key_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_setup_key_description: ((inputs?: Twofa_Setup_Key_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Setup_Key_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Setup_Key_DescriptionInputs = {};
