/**
* | output |
* | --- |
* | "Please try again." |
*
* @param {Profile_Try_Again_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_try_again_text: ((inputs?: Profile_Try_Again_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Try_Again_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Try_Again_TextInputs = {};
