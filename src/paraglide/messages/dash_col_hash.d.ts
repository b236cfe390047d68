/**
* | output |
* | --- |
* | "Transaction Hash" |
*
* @param {Dash_Col_HashInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_col_hash: ((inputs?: Dash_Col_HashInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_HashInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Col_HashInputs = {};
