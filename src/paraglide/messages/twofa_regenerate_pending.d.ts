/**
* | output |
* | --- |
* | "Creating..." |
*
* @param {Twofa_Regenerate_PendingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_regenerate_pending: ((inputs?: Twofa_Regenerate_PendingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Regenerate_PendingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Regenerate_PendingInputs = {};
