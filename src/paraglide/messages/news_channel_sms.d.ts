/**
* | output |
* | --- |
* | "SMS" |
*
* @param {News_Channel_SmsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_channel_sms: ((inputs?: News_Channel_SmsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<News_Channel_SmsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type News_Channel_SmsInputs = {};
