/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_PendingInputs */

const en_reset_pending = /** @type {(inputs: Reset_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resetting Password...`)
};

const hi_reset_pending = /** @type {(inputs: Reset_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पासवर्ड रीसेट हो रहा है...`)
};

/**
* | output |
* | --- |
* | "Resetting Password..." |
*
* @param {Reset_PendingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const reset_pending = /** @type {((inputs?: Reset_PendingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_PendingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_reset_pending(inputs)
	return en_reset_pending(inputs)
});