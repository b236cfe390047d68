/**
* | output |
* | --- |
* | "Setup key" |
*
* @param {Twofa_Setup_KeyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_setup_key: ((inputs?: Twofa_Setup_KeyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Setup_KeyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Setup_KeyInputs = {};
