/**
* | output |
* | --- |
* | "Where your account is signed in. If you do not recognise a device, sign out all other sessions and change your password. Times are in IST." |
*
* @param {Profile_Sessions_IntroInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_intro: ((inputs?: Profile_Sessions_IntroInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Sessions_IntroInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Sessions_IntroInputs = {};
