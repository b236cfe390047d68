/**
* | output |
* | --- |
* | "Refer & Earn" |
*
* @param {Nav_Refer_EarnInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_refer_earn: ((inputs?: Nav_Refer_EarnInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Refer_EarnInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Refer_EarnInputs = {};
