/**
* | output |
* | --- |
* | "Level {level}: {percent}% of {quantity} (cut from {intended})" |
*
* @param {Dash_Reward_CutInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_reward_cut: ((inputs: Dash_Reward_CutInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Reward_CutInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Reward_CutInputs = {
    level: NonNullable<unknown>;
    percent: NonNullable<unknown>;
    quantity: NonNullable<unknown>;
    intended: NonNullable<unknown>;
};
