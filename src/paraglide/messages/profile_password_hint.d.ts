/**
* | output |
* | --- |
* | "Needed to save any change" |
*
* @param {Profile_Password_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_password_hint: ((inputs?: Profile_Password_HintInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Password_HintInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Password_HintInputs = {};
