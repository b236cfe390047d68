/**
* | output |
* | --- |
* | "This policy applies to everyone who registers for the {symbol} pre-launch programme, buys {symbol} tokens through it or takes part in its referral programme...." |
*
* @param {Privacy_ScopeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_scope: ((inputs: Privacy_ScopeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_ScopeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_ScopeInputs = {
    symbol: NonNullable<unknown>;
};
