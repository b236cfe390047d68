/**
* | output |
* | --- |
* | "Counts people who came through your own link. A browser that opens it again on the same day counts once." |
*
* @param {Tree_Funnel_NoteInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_funnel_note: ((inputs?: Tree_Funnel_NoteInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tree_Funnel_NoteInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tree_Funnel_NoteInputs = {};
