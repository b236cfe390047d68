/**
* | output |
* | --- |
* | "Level" |
*
* @param {Tree_Col_LevelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_col_level: ((inputs?: Tree_Col_LevelInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tree_Col_LevelInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tree_Col_LevelInputs = {};
