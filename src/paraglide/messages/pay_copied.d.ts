/**
* | output |
* | --- |
* | "{label} copied to clipboard!" |
*
* @param {Pay_CopiedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_copied: ((inputs: Pay_CopiedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_CopiedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_CopiedInputs = {
    label: NonNullable<unknown>;
};
