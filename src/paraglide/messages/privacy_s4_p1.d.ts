/**
* | output |
* | --- |
* | "Passwords are stored only as salted hashes. Identity numbers are encrypted. Uploaded receipts are checked, stored away from the public website and opened onl..." |
*
* @param {Privacy_S4_P1Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s4_p1: ((inputs?: Privacy_S4_P1Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_S4_P1Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_S4_P1Inputs = {};
