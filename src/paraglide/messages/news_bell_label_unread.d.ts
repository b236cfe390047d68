/**
* | output |
* | --- |
* | "Notifications, {count} unread" |
*
* @param {News_Bell_Label_UnreadInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_bell_label_unread: ((inputs: News_Bell_Label_UnreadInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<News_Bell_Label_UnreadInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type News_Bell_Label_UnreadInputs = {
    count: NonNullable<unknown>;
};
