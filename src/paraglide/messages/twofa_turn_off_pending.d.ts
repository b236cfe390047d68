/**
* | output |
* | --- |
* | "Turning off..." |
*
* @param {Twofa_Turn_Off_PendingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_turn_off_pending: ((inputs?: Twofa_Turn_Off_PendingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Turn_Off_PendingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Turn_Off_PendingInputs = {};
