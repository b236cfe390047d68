/**
* | output |
* | --- |
* | "{tokens} {symbol} for {amount} by {name} ({code})" |
*
* @param {Admin_Purchases_DescribeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_describe: ((inputs: Admin_Purchases_DescribeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Purchases_DescribeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Purchases_DescribeInputs = {
    tokens: NonNullable<unknown>;
    symbol: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    name: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
