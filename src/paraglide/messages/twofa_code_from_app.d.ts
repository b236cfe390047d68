/**
* | output |
* | --- |
* | "Code from the app" |
*
* @param {Twofa_Code_From_AppInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_code_from_app: ((inputs?: Twofa_Code_From_AppInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Code_From_AppInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Code_From_AppInputs = {};
