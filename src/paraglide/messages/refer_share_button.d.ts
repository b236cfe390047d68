/**
* | output |
* | --- |
* | "Share link" |
*
* @param {Refer_Share_ButtonInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_share_button: ((inputs?: Refer_Share_ButtonInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_Share_ButtonInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_Share_ButtonInputs = {};
