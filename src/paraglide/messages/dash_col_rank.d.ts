/**
* | output |
* | --- |
* | "Stock Rank" |
*
* @param {Dash_Col_RankInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_col_rank: ((inputs?: Dash_Col_RankInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_RankInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Col_RankInputs = {};
