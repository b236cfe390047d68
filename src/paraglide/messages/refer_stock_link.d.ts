/**
* | output |
* | --- |
* | "See each reward in My Stock Details" |
*
* @param {Refer_Stock_LinkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_stock_link: ((inputs?: Refer_Stock_LinkInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_Stock_LinkInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_Stock_LinkInputs = {};
