/**
* | output |
* | --- |
* | "Reward" |
*
* @param {Dash_Col_RewardInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_col_reward: ((inputs?: Dash_Col_RewardInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_RewardInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Col_RewardInputs = {};
