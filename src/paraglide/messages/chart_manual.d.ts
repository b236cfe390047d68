/**
* | output |
* | --- |
* | "Manual" |
*
* @param {Chart_ManualInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_manual: ((inputs?: Chart_ManualInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Chart_ManualInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Chart_ManualInputs = {};
