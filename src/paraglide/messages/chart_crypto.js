/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chart_CryptoInputs */

const en_chart_crypto = /** @type {(inputs: Chart_CryptoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crypto`)
};

const hi_chart_crypto = /** @type {(inputs: Chart_CryptoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`क्रिप्टो`)
};

/**
* | output |
* | --- |
* | "Crypto" |
*
* @param {Chart_CryptoInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_crypto = /** @type {((inputs?: Chart_CryptoInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_CryptoInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_chart_crypto(inputs)
	return en_chart_crypto(inputs)
});