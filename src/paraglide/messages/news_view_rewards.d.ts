/**
* | output |
* | --- |
* | "View Refer & Earn" |
*
* @param {News_View_RewardsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_view_rewards: ((inputs?: News_View_RewardsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<News_View_RewardsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type News_View_RewardsInputs = {};
