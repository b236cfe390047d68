/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_FailedInputs */

const en_history_failed = /** @type {(inputs: History_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch transactions`)
};

const hi_history_failed = /** @type {(inputs: History_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लेन-देन नहीं मिल सके`)
};

/**
* | output |
* | --- |
* | "Failed to fetch transactions" |
*
* @param {History_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_failed = /** @type {((inputs?: History_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_failed(inputs)
	return en_history_failed(inputs)
});