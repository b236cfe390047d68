/**
* | output |
* | --- |
* | "Level {level} ({percent}%): {name} ({code})" |
*
* @param {Review_Reward_LineInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_reward_line: ((inputs: Review_Reward_LineInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Reward_LineInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_Reward_LineInputs = {
    level: NonNullable<unknown>;
    percent: NonNullable<unknown>;
    name: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
