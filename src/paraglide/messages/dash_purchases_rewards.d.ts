/**
* | output |
* | --- |
* | "Purchases and rewards" |
*
* @param {Dash_Purchases_RewardsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_purchases_rewards: ((inputs?: Dash_Purchases_RewardsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Purchases_RewardsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Purchases_RewardsInputs = {};
