/**
* | output |
* | --- |
* | "Join the {symbol} token pre-launch sale with my link:" |
*
* @param {Refer_Share_MessageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_share_message: ((inputs: Refer_Share_MessageInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_Share_MessageInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_Share_MessageInputs = {
    symbol: NonNullable<unknown>;
};
