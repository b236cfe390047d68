/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Col_WalletInputs */

const en_dash_col_wallet = /** @type {(inputs: Dash_Col_WalletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wallet Address`)
};

const hi_dash_col_wallet = /** @type {(inputs: Dash_Col_WalletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`वॉलेट पता`)
};

/**
* | output |
* | --- |
* | "Wallet Address" |
*
* @param {Dash_Col_WalletInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_col_wallet = /** @type {((inputs?: Dash_Col_WalletInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_WalletInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_col_wallet(inputs)
	return en_dash_col_wallet(inputs)
});