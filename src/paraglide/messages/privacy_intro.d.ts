/**
* | output |
* | --- |
* | "How the {name} ({symbol}) pre-launch programme collects, uses and protects your personal data." |
*
* @param {Privacy_IntroInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_intro: ((inputs: Privacy_IntroInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_IntroInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_IntroInputs = {
    name: NonNullable<unknown>;
    symbol: NonNullable<unknown>;
};
