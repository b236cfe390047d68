/**
* | output |
* | --- |
* | "Choose how we tell you when your purchase is approved or rejected and when you earn a referral reward. One-time codes are always sent, whatever you choose here." |
*
* @param {News_Settings_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_settings_text: ((inputs?: News_Settings_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<News_Settings_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type News_Settings_TextInputs = {};
