/**
* | output |
* | --- |
* | "Enter a code from your authenticator app, or a recovery code. Signing in will then need only your password." |
*
* @param {Twofa_Turn_Off_MessageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_turn_off_message: ((inputs?: Twofa_Turn_Off_MessageInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Turn_Off_MessageInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Turn_Off_MessageInputs = {};
