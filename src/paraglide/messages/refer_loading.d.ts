/**
* | output |
* | --- |
* | "Loading..." |
*
* @param {Refer_LoadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_loading: ((inputs?: Refer_LoadingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_LoadingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_LoadingInputs = {};
