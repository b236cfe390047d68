/**
* | output |
* | --- |
* | "Enter a code from your authenticator app, or a recovery code. Your current recovery codes stop working." |
*
* @param {Twofa_Regenerate_MessageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_regenerate_message: ((inputs?: Twofa_Regenerate_MessageInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Regenerate_MessageInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Regenerate_MessageInputs = {};
