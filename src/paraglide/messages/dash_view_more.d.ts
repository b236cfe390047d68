/**
* | output |
* | --- |
* | "View More" |
*
* @param {Dash_View_MoreInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_view_more: ((inputs?: Dash_View_MoreInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_View_MoreInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_View_MoreInputs = {};
