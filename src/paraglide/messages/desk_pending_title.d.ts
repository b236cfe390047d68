/**
* | output |
* | --- |
* | "Pending Purchases" |
*
* @param {Desk_Pending_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const desk_pending_title: ((inputs?: Desk_Pending_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Desk_Pending_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Desk_Pending_TitleInputs = {};
