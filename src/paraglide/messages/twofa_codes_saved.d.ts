/**
* | output |
* | --- |
* | "I have saved my recovery codes" |
*
* @param {Twofa_Codes_SavedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_codes_saved: ((inputs?: Twofa_Codes_SavedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Codes_SavedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Codes_SavedInputs = {};
