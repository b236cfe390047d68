/**
* | output |
* | --- |
* | "Only {amount} {symbol} remain for sale." |
*
* @param {Buy_Beyond_SupplyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_beyond_supply: ((inputs: Buy_Beyond_SupplyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Beyond_SupplyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Buy_Beyond_SupplyInputs = {
    amount: NonNullable<unknown>;
    symbol: NonNullable<unknown>;
};
