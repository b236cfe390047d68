/**
* | output |
* | --- |
* | "The dashboard could not be shown. Please try again." |
*
* @param {Dash_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_error_title: ((inputs?: Dash_Error_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Error_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Error_TitleInputs = {};
