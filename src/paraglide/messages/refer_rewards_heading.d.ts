/**
* | output |
* | --- |
* | "Your rewards" |
*
* @param {Refer_Rewards_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_rewards_heading: ((inputs?: Refer_Rewards_HeadingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_Rewards_HeadingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_Rewards_HeadingInputs = {};
