/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_EmptyInputs */

const en_history_empty = /** @type {(inputs: History_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No payment history found.`)
};

const hi_history_empty = /** @type {(inputs: History_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कोई भुगतान इतिहास नहीं मिला।`)
};

/**
* | output |
* | --- |
* | "No payment history found." |
*
* @param {History_EmptyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_empty = /** @type {((inputs?: History_EmptyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_EmptyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_empty(inputs)
	return en_history_empty(inputs)
});