/**
* | output |
* | --- |
* | "Your holdings" |
*
* @param {Dash_Your_HoldingsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_your_holdings: ((inputs?: Dash_Your_HoldingsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Your_HoldingsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Your_HoldingsInputs = {};
