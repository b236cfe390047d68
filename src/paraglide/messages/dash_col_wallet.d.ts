/**
* | output |
* | --- |
* | "Wallet Address" |
*
* @param {Dash_Col_WalletInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_col_wallet: ((inputs?: Dash_Col_WalletInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_WalletInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Col_WalletInputs = {};
