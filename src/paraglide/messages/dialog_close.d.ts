/**
* | output |
* | --- |
* | "Close" |
*
* @param {Dialog_CloseInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dialog_close: ((inputs?: Dialog_CloseInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dialog_CloseInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dialog_CloseInputs = {};
