/**
* | output |
* | --- |
* | "Referral rewards" |
*
* @param {News_Settings_RewardsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_settings_rewards: ((inputs?: News_Settings_RewardsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<News_Settings_RewardsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type News_Settings_RewardsInputs = {};
