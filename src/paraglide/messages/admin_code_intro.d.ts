/**
* | output |
* | --- |
* | "Two-factor sign-in is on for your account. Enter the code from your authenticator app." |
*
* @param {Admin_Code_IntroInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_code_intro: ((inputs?: Admin_Code_IntroInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Code_IntroInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Code_IntroInputs = {};
