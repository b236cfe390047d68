/**
* | output |
* | --- |
* | "Setup key copied." |
*
* @param {Twofa_Setup_Key_CopiedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_setup_key_copied: ((inputs?: Twofa_Setup_Key_CopiedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Setup_Key_CopiedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Setup_Key_CopiedInputs = {};
