/**
* | output |
* | --- |
* | "Sending Code..." |
*
* @param {Reset_Sending_CodeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const reset_sending_code: ((inputs?: Reset_Sending_CodeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reset_Sending_CodeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reset_Sending_CodeInputs = {};
