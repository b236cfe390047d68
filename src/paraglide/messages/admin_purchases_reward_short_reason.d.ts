/**
* | output |
* | --- |
* | "L{level} {code}: {tokens} of {intended} ({status}: {reason})" |
*
* @param {Admin_Purchases_Reward_Short_ReasonInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_reward_short_reason: ((inputs: Admin_Purchases_Reward_Short_ReasonInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Purchases_Reward_Short_ReasonInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Purchases_Reward_Short_ReasonInputs = {
    level: NonNullable<unknown>;
    code: NonNullable<unknown>;
    tokens: NonNullable<unknown>;
    intended: NonNullable<unknown>;
    status: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
