/**
* | output |
* | --- |
* | "Tokens Bought" |
*
* @param {Refer_Col_Tokens_BoughtInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_col_tokens_bought: ((inputs?: Refer_Col_Tokens_BoughtInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_Col_Tokens_BoughtInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_Col_Tokens_BoughtInputs = {};
