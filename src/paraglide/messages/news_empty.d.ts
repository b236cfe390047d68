/**
* | output |
* | --- |
* | "No notifications yet. We will tell you here when your purchase is approved or rejected, or when you earn a referral reward." |
*
* @param {News_EmptyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_empty: ((inputs?: News_EmptyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<News_EmptyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type News_EmptyInputs = {};
