/**
* | output |
* | --- |
* | "Your company requires two-factor sign-in. Set up an authenticator app to continue." |
*
* @param {Twofa_Enrol_IntroInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_enrol_intro: ((inputs?: Twofa_Enrol_IntroInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Enrol_IntroInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Enrol_IntroInputs = {};
