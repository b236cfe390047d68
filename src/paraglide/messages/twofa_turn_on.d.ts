/**
* | output |
* | --- |
* | "Turn on" |
*
* @param {Twofa_Turn_OnInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_turn_on: ((inputs?: Twofa_Turn_OnInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Turn_OnInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Turn_OnInputs = {};
