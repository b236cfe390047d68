/**
* | output |
* | --- |
* | "Failed to create new recovery codes" |
*
* @param {Twofa_Regenerate_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_regenerate_failed: ((inputs?: Twofa_Regenerate_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Regenerate_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Regenerate_FailedInputs = {};
