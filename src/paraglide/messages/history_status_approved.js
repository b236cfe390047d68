/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Status_ApprovedInputs */

const en_history_status_approved = /** @type {(inputs: History_Status_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`APPROVED`)
};

const hi_history_status_approved = /** @type {(inputs: History_Status_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मंज़ूर`)
};

/**
* | output |
* | --- |
* | "APPROVED" |
*
* @param {History_Status_ApprovedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_status_approved = /** @type {((inputs?: History_Status_ApprovedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Status_ApprovedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_status_approved(inputs)
	return en_history_status_approved(inputs)
});