/**
* | output |
* | --- |
* | "Turn off two-factor sign-in" |
*
* @param {Twofa_Turn_Off_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_turn_off_title: ((inputs?: Twofa_Turn_Off_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Turn_Off_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Turn_Off_TitleInputs = {};
