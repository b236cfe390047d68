/**
* | output |
* | --- |
* | "Level {level}: {percent}% of {quantity}" |
*
* @param {Dash_RewardInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_reward: ((inputs: Dash_RewardInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_RewardInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_RewardInputs = {
    level: NonNullable<unknown>;
    percent: NonNullable<unknown>;
    quantity: NonNullable<unknown>;
};
