/**
* | output |
* | --- |
* | "Your details are complete: there is nothing more to do, the admin will verify your account." |
*
* @param {After_Unverified_WaitInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const after_unverified_wait: ((inputs?: After_Unverified_WaitInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<After_Unverified_WaitInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type After_Unverified_WaitInputs = {};
