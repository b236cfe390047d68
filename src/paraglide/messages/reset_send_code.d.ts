/**
* | output |
* | --- |
* | "Send Code" |
*
* @param {Reset_Send_CodeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const reset_send_code: ((inputs?: Reset_Send_CodeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reset_Send_CodeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reset_Send_CodeInputs = {};
