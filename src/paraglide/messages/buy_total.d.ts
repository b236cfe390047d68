/**
* | output |
* | --- |
* | "Approximate total (incl. fee)" |
*
* @param {Buy_TotalInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_total: ((inputs?: Buy_TotalInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_TotalInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Buy_TotalInputs = {};
