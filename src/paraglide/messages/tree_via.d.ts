/**
* | output |
* | --- |
* | "via {name}" |
*
* @param {Tree_ViaInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_via: ((inputs: Tree_ViaInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tree_ViaInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tree_ViaInputs = {
    name: NonNullable<unknown>;
};
