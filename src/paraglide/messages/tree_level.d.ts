/**
* | output |
* | --- |
* | "Level {level}" |
*
* @param {Tree_LevelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_level: ((inputs: Tree_LevelInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tree_LevelInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tree_LevelInputs = {
    level: NonNullable<unknown>;
};
