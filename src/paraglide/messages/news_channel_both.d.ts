/**
* | output |
* | --- |
* | "Email and SMS" |
*
* @param {News_Channel_BothInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_channel_both: ((inputs?: News_Channel_BothInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<News_Channel_BothInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type News_Channel_BothInputs = {};
