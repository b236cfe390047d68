/**
* | output |
* | --- |
* | "Enter at least {price} to buy one {symbol}." |
*
* @param {Buy_Below_OneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_below_one: ((inputs: Buy_Below_OneInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Below_OneInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Buy_Below_OneInputs = {
    price: NonNullable<unknown>;
    symbol: NonNullable<unknown>;
};
