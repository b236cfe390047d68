/**
* | output |
* | --- |
* | "When someone they referred buys, you earn {percent} of that purchase too." |
*
* @param {Refer_Rule_Level2Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_rule_level2: ((inputs: Refer_Rule_Level2Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_Rule_Level2Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_Rule_Level2Inputs = {
    percent: NonNullable<unknown>;
};
