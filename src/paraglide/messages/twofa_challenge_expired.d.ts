/**
* | output |
* | --- |
* | "The sign-in took too long. Please enter your password again." |
*
* @param {Twofa_Challenge_ExpiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_challenge_expired: ((inputs?: Twofa_Challenge_ExpiredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Challenge_ExpiredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Challenge_ExpiredInputs = {};
