/**
* | output |
* | --- |
* | "View order" |
*
* @param {News_View_OrderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_view_order: ((inputs?: News_View_OrderInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<News_View_OrderInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type News_View_OrderInputs = {};
