/**
* | output |
* | --- |
* | "New recovery codes made. The old ones no longer work." |
*
* @param {Done_Recovery_Codes_NewInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_recovery_codes_new: ((inputs?: Done_Recovery_Codes_NewInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Done_Recovery_Codes_NewInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Done_Recovery_Codes_NewInputs = {};
