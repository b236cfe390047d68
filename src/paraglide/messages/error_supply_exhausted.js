/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Supply_ExhaustedInputs */

const en_error_supply_exhausted = /** @type {(inputs: Error_Supply_ExhaustedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not enough tokens remain in the private supply to approve this purchase.`)
};

const hi_error_supply_exhausted = /** @type {(inputs: Error_Supply_ExhaustedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस खरीद को मंज़ूरी देने के लिए प्राइवेट सप्लाई में पर्याप्त टोकन नहीं बचे हैं।`)
};

/**
* | output |
* | --- |
* | "Not enough tokens remain in the private supply to approve this purchase." |
*
* @param {Error_Supply_ExhaustedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_supply_exhausted = /** @type {((inputs?: Error_Supply_ExhaustedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Supply_ExhaustedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_supply_exhausted(inputs)
	return en_error_supply_exhausted(inputs)
});