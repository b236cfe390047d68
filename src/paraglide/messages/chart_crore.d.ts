/**
* | output |
* | --- |
* | "{value} CR" |
*
* @param {Chart_CroreInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_crore: ((inputs: Chart_CroreInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Chart_CroreInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Chart_CroreInputs = {
    value: NonNullable<unknown>;
};
