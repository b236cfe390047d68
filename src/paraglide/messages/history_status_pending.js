/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Status_PendingInputs */

const en_history_status_pending = /** @type {(inputs: History_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PENDING`)
};

const hi_history_status_pending = /** @type {(inputs: History_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लंबित`)
};

/**
* | output |
* | --- |
* | "PENDING" |
*
* @param {History_Status_PendingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_status_pending = /** @type {((inputs?: History_Status_PendingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Status_PendingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_status_pending(inputs)
	return en_history_status_pending(inputs)
});