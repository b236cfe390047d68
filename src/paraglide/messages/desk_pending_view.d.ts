/**
* | output |
* | --- |
* | "View pending requests" |
*
* @param {Desk_Pending_ViewInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const desk_pending_view: ((inputs?: Desk_Pending_ViewInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Desk_Pending_ViewInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Desk_Pending_ViewInputs = {};
