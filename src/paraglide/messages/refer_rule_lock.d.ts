/**
* | output |
* | --- |
* | "Each reward is locked for {days} days, then it is available." |
*
* @param {Refer_Rule_LockInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_rule_lock: ((inputs: Refer_Rule_LockInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_Rule_LockInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_Rule_LockInputs = {
    days: NonNullable<unknown>;
};
