/**
* | output |
* | --- |
* | "Manual" |
*
* @param {Pay_Tab_ManualInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_tab_manual: ((inputs?: Pay_Tab_ManualInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Tab_ManualInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Tab_ManualInputs = {};
