/**
* | output |
* | --- |
* | "Email" |
*
* @param {News_Channel_EmailInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_channel_email: ((inputs?: News_Channel_EmailInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<News_Channel_EmailInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type News_Channel_EmailInputs = {};
