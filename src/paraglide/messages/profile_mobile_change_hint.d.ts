/**
* | output |
* | --- |
* | "A new number is confirmed with a code sent to it." |
*
* @param {Profile_Mobile_Change_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_mobile_change_hint: ((inputs?: Profile_Mobile_Change_HintInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Mobile_Change_HintInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Mobile_Change_HintInputs = {};
