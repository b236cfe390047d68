/**
* | output |
* | --- |
* | "Mark all as read" |
*
* @param {News_Mark_All_ReadInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_mark_all_read: ((inputs?: News_Mark_All_ReadInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<News_Mark_All_ReadInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type News_Mark_All_ReadInputs = {};
