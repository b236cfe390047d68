/**
* | output |
* | --- |
* | "Notification settings updated" |
*
* @param {News_Settings_SavedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_settings_saved: ((inputs?: News_Settings_SavedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<News_Settings_SavedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type News_Settings_SavedInputs = {};
