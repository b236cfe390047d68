/**
* | output |
* | --- |
* | "Nobody has registered with your link yet." |
*
* @param {Refer_EmptyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_empty: ((inputs?: Refer_EmptyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_EmptyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_EmptyInputs = {};
