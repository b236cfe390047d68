/**
* | output |
* | --- |
* | "Your notifications could not be marked as read." |
*
* @param {News_Mark_All_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_mark_all_failed: ((inputs?: News_Mark_All_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<News_Mark_All_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type News_Mark_All_FailedInputs = {};
