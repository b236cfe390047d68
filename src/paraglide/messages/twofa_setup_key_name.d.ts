/**
* | output |
* | --- |
* | "setup key" |
*
* @param {Twofa_Setup_Key_NameInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_setup_key_name: ((inputs?: Twofa_Setup_Key_NameInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Setup_Key_NameInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Setup_Key_NameInputs = {};
