/**
* | output |
* | --- |
* | "Purchase approvals and rejections" |
*
* @param {News_Settings_DecisionsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_settings_decisions: ((inputs?: News_Settings_DecisionsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<News_Settings_DecisionsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type News_Settings_DecisionsInputs = {};
