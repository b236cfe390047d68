/**
* | output |
* | --- |
* | "Security records: your sign-in sessions, one-time codes (stored only in hashed form) and, for a short time, the IP address of code requests so that repeated ..." |
*
* @param {Privacy_S1_Item6Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s1_item6: ((inputs?: Privacy_S1_Item6Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_S1_Item6Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_S1_Item6Inputs = {};
