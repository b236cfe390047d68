/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Status_RejectedInputs */

const en_history_status_rejected = /** @type {(inputs: History_Status_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`REJECTED`)
};

const hi_history_status_rejected = /** @type {(inputs: History_Status_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अस्वीकृत`)
};

/**
* | output |
* | --- |
* | "REJECTED" |
*
* @param {History_Status_RejectedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_status_rejected = /** @type {((inputs?: History_Status_RejectedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Status_RejectedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_status_rejected(inputs)
	return en_history_status_rejected(inputs)
});