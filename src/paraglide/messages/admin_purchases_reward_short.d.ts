/**
* | output |
* | --- |
* | "L{level} {code}: {tokens} of {intended} ({status})" |
*
* @param {Admin_Purchases_Reward_ShortInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_reward_short: ((inputs: Admin_Purchases_Reward_ShortInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Purchases_Reward_ShortInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Purchases_Reward_ShortInputs = {
    level: NonNullable<unknown>;
    code: NonNullable<unknown>;
    tokens: NonNullable<unknown>;
    intended: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
