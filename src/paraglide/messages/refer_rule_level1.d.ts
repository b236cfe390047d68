/**
* | output |
* | --- |
* | "When an admin approves a purchase by someone you referred, you earn {percent} of the {symbol} they bought (rounded down to whole tokens)." |
*
* @param {Refer_Rule_Level1Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_rule_level1: ((inputs: Refer_Rule_Level1Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_Rule_Level1Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_Rule_Level1Inputs = {
    percent: NonNullable<unknown>;
    symbol: NonNullable<unknown>;
};
